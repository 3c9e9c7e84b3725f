/**
 * The storefront's Node server: Express with React Router's request handler.
 * `npm run dev`: Vite in middleware mode (HMR). `npm start`: the production build, in one process,
 * or with WEB_CONCURRENCY=N in N worker processes sharing the port (server/workers.ts).
 */
import compression from 'compression';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import expressStaticGzip from 'express-static-gzip';
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { createServer, STATUS_CODES } from 'node:http';
import path from 'node:path';
import { errorFields, logger } from './app/lib/log.server';
import { superviseWorkers } from './server/workers';

const root = import.meta.dirname;
const production = process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || undefined; // unset: every interface, IPv4 and IPv6
const SHUTDOWN_GRACE_MS = 10_000;
/**
 * A client gets this long to send a request's headers, and the whole request, before it is
 * answered 408 and cut off, so slow or stalled clients cannot hold sockets open for minutes
 * (Node's defaults are 60 s and 5 min). Checked every few seconds, so the limits hold closely.
 */
const HEADERS_TIMEOUT_MS = 20_000;
const REQUEST_TIMEOUT_MS = 30_000;
const TIMEOUT_CHECK_INTERVAL_MS = 2_000;
const buildDirectory = path.resolve(root, process.env.STOREFRONT_BUILD_DIR ?? 'build');

if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  logger.fatal(`PORT must be a port number, got "${process.env.PORT}".`);
  process.exit(1);
}
/** Worker processes in production (unset: 1, this process serves). Development is one process. */
const workerCount = Number(process.env.WEB_CONCURRENCY || 1);
if (!Number.isInteger(workerCount) || workerCount < 1 || workerCount > 64) {
  logger.fatal(
    `WEB_CONCURRENCY must be a whole number from 1 to 64, got "${process.env.WEB_CONCURRENCY}".`,
  );
  process.exit(1);
}

/**
 * Stops taking connections and exits once the requests in flight are answered; until the server
 * listens, nothing is in flight and stopping is exiting.
 */
let stopServing: (reason: string) => void = () => process.exit(0);
let stopping = false;
function stop(reason: string) {
  if (stopping) return;
  stopping = true;
  stopServing(reason);
}

if (production && workerCount > 1 && cluster.isPrimary) {
  superviseWorkers(workerCount);
} else {
  if (cluster.isWorker) {
    // The primary decides when workers stop (a terminal's Ctrl-C reaches the whole group): it
    // sends SIGTERM.
    process.on('SIGINT', () => {});
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('disconnect', () => stop('Primary process gone'));
  } else {
    const onSignal = (signal: NodeJS.Signals) => {
      if (stopping) process.exit(0); // a second Ctrl-C: stop waiting
      stop(signal);
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }
  await serve();
}

/** server/app.ts: the request-level `edge` every answer goes through, then the React Router `app`. */
type AppModule = { app: RequestHandler; edge: RequestHandler };

async function serve() {
  const server = express();
  server.disable('x-powered-by');
  server.use(compression());

  let closeDevServer: (() => Promise<void>) | undefined;

  try {
    if (production) {
      const serverBuild = path.join(buildDirectory, 'server/index.js');
      if (!existsSync(serverBuild)) {
        logger.fatal('No production build found: run `npm run build -w storefront` first.');
        process.exit(1);
      }
      const build = (await import(serverBuild)) as AppModule;
      // Request id, security headers and health checks for every answer, static files included.
      server.use(build.edge);
      const client = path.join(buildDirectory, 'client');
      // Hashed file names: cache for a year, never revalidated (so no ETag or Last-Modified).
      // The build writes Brotli and gzip copies (scripts/precompress.ts), sent as they are.
      // A missing asset is a plain 404, not a page.
      server.use(
        '/assets',
        expressStaticGzip(path.join(client, 'assets'), {
          enableBrotli: true,
          orderPreference: ['br', 'gz'],
          index: false,
          serveStatic: {
            immutable: true,
            maxAge: '1y',
            etag: false,
            lastModified: false,
            fallthrough: false,
          },
        }),
      );
      // The files of public/ (icons, robots.txt…) all have an extension and no page URL has
      // one: pages do not each cost a failed look on the disk.
      const publicFiles = express.static(client, { maxAge: '1h', index: false });
      server.use((req, res, next) =>
        path.extname(req.path) ? publicFiles(req, res, next) : next(),
      );
      server.use(build.app);
    } else {
      const vite = await import('vite');
      const viteServer = await vite.createServer({ root, server: { middlewareMode: true } });
      closeDevServer = () => viteServer.close();
      const loadApp = async () => (await viteServer.ssrLoadModule('./server/app.ts')) as AppModule;
      await loadApp(); // validate the configuration now, not on the first request
      /** One half of server/app.ts as it is now, reloaded when its code changes. */
      const fromApp =
        (half: keyof AppModule): RequestHandler =>
        async (req, res, next) => {
          try {
            (await loadApp())[half](req, res, next);
          } catch (error) {
            if (error instanceof Error) viteServer.ssrFixStacktrace(error);
            next(error);
          }
        };
      server.use(fromApp('edge'));
      server.use(viteServer.middlewares);
      server.use(fromApp('app'));
    }
    server.use(answerError);
  } catch (error) {
    if (error instanceof Error && error.name === 'ConfigError') {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }

  const listener = createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    server,
  );
  listener.listen({ port, host }, () => {
    const address = listener.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    logger.info(`Storefront ready at http://localhost:${actualPort}`);
  });

  stopServing = (reason: string) => {
    logger.info(
      `${reason}: stopping the storefront: no new connections, finishing requests in flight`,
    );
    listener.close(() => {
      logger.info('Storefront stopped');
      void (closeDevServer?.() ?? Promise.resolve()).finally(() => process.exit(0));
    });
    // Keep-alive sockets would hold close() open; in-flight requests get a grace period.
    listener.closeIdleConnections();
    setTimeout(() => listener.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  };
}

/**
 * The answer to an error a middleware passed on rather than answered (a missing static file,
 * `..` in its path, a broken URL, a crash outside React Router): its status for a client's
 * mistake, else 500, and one log line with the error's name. Never the stack or, for a client's
 * error, the message: they hold absolute paths and text the client put in the URL. (Express
 * knows an error handler by its four parameters.)
 */
function answerError(error: unknown, _req: Request, res: Response, _next: NextFunction) {
  const declared = Number((error as { status?: unknown } | null)?.status);
  const status = declared >= 400 && declared < 500 ? declared : 500;
  if (status < 500) {
    logger.warn({ status, err: { name: errorFields(error).err.name } }, 'request refused');
  } else {
    logger.error({ status, ...errorFields(error) }, 'request failed');
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).type('text/plain').send(STATUS_CODES[status]);
}
