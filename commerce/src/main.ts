// `npm start -w commerce`: the local commerce server, configured from the environment.

// graphql-js checks every instanceof against duplicate module copies unless NODE_ENV is
// "production"; that check costs ~10% of a request. It is read when graphql loads, hence the
// dynamic import below.
process.env.NODE_ENV ??= 'production';
const { startCommerceServer } = await import('./server');
const { errorFields, logger } = await import('./lib/logger');

try {
  const server = await startCommerceServer();
  if (server.seeded) logger.info(`Empty database: seeded ${server.seeded.products} products.`);
  logger.info(`Commerce server ready at ${server.url} (listening on ${server.host})`);

  // SIGTERM: stop accepting connections, let requests in flight finish (each mutation is one
  // SQLite transaction, so none is left half-written), close the database, exit 0.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: stopping after the requests in flight.`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(errorFields(error), 'could not stop cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  logger.fatal(`could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// Makes this file a module, so top-level await is allowed.
export {};
