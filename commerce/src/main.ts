import { startCommerceServer } from './server';

// `npm start -w commerce`: the local commerce server, configured from the environment.
try {
  const server = await startCommerceServer();
  if (server.seeded)
    console.log(`[commerce] Empty database: seeded ${server.seeded.products} products.`);
  console.log(`Commerce server ready at ${server.url}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`[commerce] ${signal}: stopping.`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[commerce] could not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(
    `[commerce] could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
