/**
 * The site server, in production and in development (`npm run dev`): Next.js in this process behind a plain
 * Node HTTP server, so that every response passes the same stages, in the order `./pipeline.ts` lists them —
 * e.g. a page that cannot render during a content outage answers 503 with `Retry-After` instead of Next's 500.
 *
 * `npm start` (scripts/start.ts) starts it after the build; `npm run serve` runs it alone on an existing
 * build: `PORT=3000 npm run serve`. It reads the same environment as the site (NEXT_DIST_DIR, PORT, …).
 */
import { EventEmitter } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import nextEnv from '@next/env';
import { installNetworkProbe } from '../lib/cms/breaker';
import { markStopping, registerPageCache } from '../lib/site-server-bridge';
import { createPageCache } from './page-cache';
import { createPipeline } from './pipeline';
import type { ResponseHook } from './response-hooks';
import { createNotFoundHook } from './not-found-hook';
import { redirectHook } from './redirect-hook';
import { createStaticFilesHandler } from './static-files';
import { createUploadsHandler } from './uploads';
import { OutageCopies } from '../lib/uploads/outage-copies';
import { answerWithoutUpgrade } from './upgrade';
import { loadUnavailablePage, unavailableHook } from './unavailable-hook';

export interface SiteServerOptions {
  /** The project folder (next.config.ts, the build folder). Default: the working directory. */
  dir?: string;
  port: number;
  /** Interface to listen on. Default: every interface, as `next start`. */
  hostname?: string;
  /** Replaces the standard hooks (tests). */
  hooks?: readonly ResponseHook[];
  /** How long warm pages' finished bytes are kept (./page-cache.ts); default PAGE_CACHE_TTL_MS, 1000. */
  pageCacheTtlMs?: number;
  /**
   * `npm run dev`: Next.js's development server (compiles on request, hot reload) behind the same hooks, policy
   * and uploads as production. Pages are not kept by the page cache, scripts load as Next writes them, and the
   * policy allows the evaluation React's development build needs.
   */
  dev?: boolean;
}

export interface SiteServer {
  url: string;
  server: Server;
  /** Stops accepting connections and waits for the open ones to finish. */
  close(): Promise<void>;
}

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
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
    hostname: options.hostname ?? 'localhost',
    // Next.js answers upgrade requests on the server its first request arrived on, in production too (by closing
    // them, unanswered). In production this server answers them itself (./upgrade.ts): Next.js is given one
    // that never receives any.
    ...(dev ? {} : { httpServer: new EventEmitter() as Server }),
  });
  const handle = app.getRequestHandler();
  await app.prepare();

  const { buildFolder, parseEnv } = await import('../lib/env');
  const distDir = resolve(dir, buildFolder());
  loadUnavailablePage(distDir);
  // Unknown addresses get the not-found page in HTML (./not-found-hook.ts); fresh copies come from this server.
  const notFound = createNotFoundHook({ distDir, origin: () => ownOrigin(server, options.hostname) });
  // Redirects keep the visitor's query string and send one Location (./redirect-hook.ts).
  // The hooks, in order (./response-hooks.ts): a content outage's 503 first, then redirects, then not found.
  const hooks = options.hooks ?? [unavailableHook, redirectHook, notFound];

  // Warm pages' final bytes, for a moment (./page-cache.ts); emptied by this process's revalidation webhook.
  const pageCache = createPageCache({ ttlMs: dev ? 0 : (options.pageCacheTtlMs ?? parseEnv().pageCacheTtlMs) });
  // The content system's uploads, streamed from it with their length and ranges (./uploads.ts).
  const { graphqlUrl, cmsTimeoutMs, headersTimeoutMs } = parseEnv();
  const uploads = createUploadsHandler({
    upstream: new URL(graphqlUrl).origin,
    timeoutMs: cmsTimeoutMs,
    // What it passed on answers during an outage, as pages do (lib/uploads/outage-copies.ts).
    copies: dev ? undefined : new OutageCopies({ dir: join(distDir, 'cache', 'uploads') }),
  });
  const unregister = registerPageCache(pageCache);

  // The build's scripts and stylesheets as compressed when it was built (./static-files.ts).
  const staticFiles = dev ? undefined : createStaticFilesHandler(distDir);
  const listener = createPipeline({
    dir,
    dev,
    render: handle,
    hooks,
    pageCache,
    staticFiles,
    uploads,
    readDeadlineMs: cmsTimeoutMs,
  });
  const server = createServer(
    {
      // A connection that has not sent its request's headers within this time is closed (408), and one whose
      // whole request (headers and body) takes longer than REQUEST_TIMEOUT_MS; checked every second.
      headersTimeout: headersTimeoutMs,
      requestTimeout: Math.max(REQUEST_TIMEOUT_MS, headersTimeoutMs),
      connectionsCheckingInterval: 1000,
    },
    listener,
  );
  // Hot reload's WebSocket needs nothing here: in development Next.js listens for upgrades on the server its first
  // request arrived on. In production nothing is upgraded (./upgrade.ts).
  if (!dev) server.on('upgrade', answerWithoutUpgrade(listener));
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, options.hostname, () => {
      server.off('error', fail);
      done();
    });
  });
  const address = server.address() as AddressInfo;
  const host = options.hostname && options.hostname !== '0.0.0.0' ? options.hostname : 'localhost';

  return {
    url: httpOrigin(host, address.port),
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

/** The longest a request may take to arrive whole (a form post of 1 MB on a slow connection). */
const REQUEST_TIMEOUT_MS = 60_000;

/** Where this server answers itself: loopback when it listens on every interface. */
function ownOrigin(server: Server, hostname: string | undefined): string | undefined {
  const address = server.address();
  if (address === null || typeof address === 'string') return undefined;
  const host = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  return httpOrigin(host, address.port);
}

const httpOrigin = (host: string, port: number) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

/** `npm run serve`: the site server alone, on the build in NEXT_DIST_DIR. */
async function main() {
  nextEnv.loadEnvConfig(process.cwd(), false);
  const { EnvError, parseEnv } = await import('../lib/env');
  let port: number;
  try {
    port = parseEnv().port;
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const site = await startSiteServer({ port });
  console.log(`Site on ${site.url}`);
  const stop = () => void site.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) void main();
