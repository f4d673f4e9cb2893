/**
 * The site server: Next.js in this process behind a plain Node HTTP server whose listener is ./pipeline.ts, so
 * every response passes the same stages (docs/architecture.md). `npm start` starts it after the build, `npm run
 * dev` in development; `PORT=3000 npm run serve` runs it alone on an existing build.
 */
import { EventEmitter } from 'node:events';
import { createServer, ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { pathToFileURL } from 'node:url';
import nextEnv from '@next/env';
import { installNetworkProbe } from '../lib/cms/breaker';
import { markStopping, registerPageCache } from '../lib/site-server-bridge';
import { OutageCopies } from '../lib/uploads/outage-copies';
import { createPageCache } from './page-cache';
import { createPipeline } from './pipeline';
import { createNotFoundHook, createUnavailableHook, redirectHook } from './response-hooks';
import { createStaticFilesHandler } from './static-files';
import { createUploadsHandler } from './uploads';
import { answerRefusal } from './security/request-guard';

export interface SiteServerOptions {
  /** The project folder (next.config.ts, the build folder). Default: the working directory. */
  dir?: string;
  port: number;
  /** Interface to listen on. Default: every interface, as `next start`. */
  hostname?: string;
  /**
   * `npm run dev`: Next.js's development server behind the same hooks, policy and uploads; no page cache, scripts
   * as Next writes them, and the evaluation React's development build needs.
   */
  dev?: boolean;
}

export interface SiteServer {
  url: string;
  server: Server;
  /** Stops accepting connections and waits for the open ones to finish. */
  close(): Promise<void>;
}

/** The longest a request may take to arrive whole (a form post of 1 MB on a slow connection). */
const REQUEST_TIMEOUT_MS = 60_000;

const httpOrigin = (host: string, port: number) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const { hostname } = options;
  const dir = resolve(options.dir ?? '.');
  const dev = options.dev === true;
  // React and Next pick their production or development builds from this.
  Object.assign(process.env, { NODE_ENV: dev ? 'development' : 'production' });
  // Before Next.js wraps fetch with its data cache: lets the circuit breaker tell network answers from cached ones.
  installNetworkProbe();
  const { default: next } = await import('next');
  const app = next({
    dev,
    dir,
    port: options.port,
    hostname: hostname ?? 'localhost',
    // Next.js would close upgrade requests unanswered on the server its first request arrived on; in production
    // this server answers them (answerWithoutUpgrade), and Next.js is given one that never receives any.
    ...(dev ? {} : { httpServer: new EventEmitter() as Server }),
  });
  const handle = app.getRequestHandler();
  await app.prepare();

  const { buildFolder, parseEnv } = await import('../lib/env');
  const { graphqlUrl, cmsTimeoutMs, headersTimeoutMs, pageCacheTtlMs } = parseEnv();
  const distDir = resolve(dir, buildFolder());
  // Where this server answers itself (loopback when it listens everywhere): the not-found page is refreshed from it.
  const everywhere = !hostname || hostname === '0.0.0.0' || hostname === '::';
  const ownOrigin = () => {
    const port = (server.address() as AddressInfo | null)?.port;
    return port === undefined ? undefined : httpOrigin(everywhere ? '127.0.0.1' : hostname, port);
  };
  const pageCache = createPageCache({ ttlMs: dev ? 0 : pageCacheTtlMs });
  const unregister = registerPageCache(pageCache);
  const listener = createPipeline({
    dir,
    dev,
    render: handle,
    hooks: [createUnavailableHook(distDir), redirectHook, createNotFoundHook({ distDir, origin: ownOrigin })],
    pageCache,
    staticFiles: dev ? undefined : createStaticFilesHandler(distDir),
    uploads: createUploadsHandler({
      upstream: new URL(graphqlUrl).origin,
      timeoutMs: cmsTimeoutMs,
      // What it passed on answers during an outage, as pages do.
      copies: dev ? undefined : new OutageCopies({ dir: join(distDir, 'cache', 'uploads') }),
    }),
    readDeadlineMs: cmsTimeoutMs,
  });
  const server = createServer(
    {
      // Slow senders are closed: headers within headersTimeout (408), the whole request within REQUEST_TIMEOUT_MS.
      headersTimeout: headersTimeoutMs,
      requestTimeout: Math.max(REQUEST_TIMEOUT_MS, headersTimeoutMs),
      connectionsCheckingInterval: 1000,
    },
    listener,
  );
  // In development Next.js answers hot reload's upgrades itself, on the server its first request arrived on.
  if (!dev) server.on('upgrade', answerWithoutUpgrade(listener));
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, hostname, () => {
      server.off('error', fail);
      done();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: httpOrigin(hostname && hostname !== '0.0.0.0' ? hostname : 'localhost', port),
    server,
    close: () =>
      new Promise<void>((done) => {
        markStopping();
        unregister();
        server.close(() => done());
        server.closeIdleConnections();
      }),
  };
}

/**
 * Requests asking to switch protocols (`Upgrade: websocket`, `h2c`), which Node would drop unanswered: the upgrade
 * is ignored, as HTTP allows. A GET or HEAD is answered as without it, then the connection closes; any other
 * method, whose body is already mixed into the upgraded stream, gets a 400.
 */
type Socket = Parameters<ServerResponse['assignSocket']>[0];

export function answerWithoutUpgrade(listener: (req: IncomingMessage, res: ServerResponse) => void) {
  return (req: IncomingMessage, socket: Duplex): void => {
    socket.on('error', () => socket.destroy());
    const res = new ServerResponse(req);
    res.shouldKeepAlive = false;
    res.assignSocket(socket as Socket);
    res.once('finish', () => {
      res.detachSocket(socket as Socket);
      socket.end();
    });
    res.once('close', () => {
      if (!res.writableFinished) socket.destroy();
    });
    if (req.method === 'GET' || req.method === 'HEAD') listener(req, res);
    else answerRefusal(res, { status: 400, message: 'This site does not switch protocols.' }, true);
  };
}

/** `npm run serve`: the site server alone, on the build in NEXT_DIST_DIR. */
async function main() {
  nextEnv.loadEnvConfig(process.cwd(), false);
  const { EnvError, parseEnv } = await import('../lib/env');
  let port: number;
  try {
    port = parseEnv().port;
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const site = await startSiteServer({ port });
  console.log(`Site on ${site.url}`);
  const stop = () => void site.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) void main();
