// `npm start -w commerce`: the local commerce server, configured from the environment.

// graphql-js checks every instanceof against duplicate module copies unless NODE_ENV is
// "production"; that check costs ~10% of a request. It is read when graphql loads, hence the
// dynamic import below.
process.env.NODE_ENV ??= 'production';
const { startCommerceServer } = await import('./server');

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

// Makes this file a module, so top-level await is allowed.
export {};
