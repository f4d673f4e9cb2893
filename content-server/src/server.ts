/**
 * The embedded WPGraphQL-compatible content server: POST /graphql, a query explorer on GET /graphql, the
 * pack's media under /wp-content/uploads/, and /health. Plain node:http and graphql-js, so every status
 * code and error body is the one WPGraphQL clients expect.
 */
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { ContentPack } from '../content-pack/types';
import type { RequestContext } from './graphql/context';
import { DEFAULT_LIMITS, type QueryLimits } from './graphql/limits';
import { runOperation, type OperationOutcome } from './graphql/run-operation';
import { contentSchema } from './graphql/schema';
import { queryExplorerPage } from './http/query-explorer';
import { BodyTooLarge, readBody } from './http/read-body';
import { isUploadPath, serveUpload } from './http/uploads';
import { ContentRepo } from './store/content-repo';
import { openStore } from './store/open-store';
import { normaliseUri } from './store/uris';
import { SiteWebhook, type SiteWebhookOptions, type WebhookStats } from './site-webhook';

/** The bearer the embedded server accepts out of the box (documented; never used against a real WordPress). */
export const DEMO_REFRESH_TOKEN = 'amg-demo-refresh-token';

/** Largest request body accepted; larger ones get 413. */
const MAX_BODY_BYTES = 1024 * 1024;
/** Most operations in one batched (JSON array) request. */
export const MAX_BATCH = 10;

const PACK_UPLOADS = fileURLToPath(new URL('../content-pack/uploads/', import.meta.url));

const PARSE_FAILURE =
  'Expected JSON object or array for "application/json" request, but failed to parse because: Syntax error';

export interface ContentServerOptions {
  /** 0 picks a free port. Default 4000. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  dbPath: string;
  /** The content seeded into a new database; default the demo pack. */
  pack?: ContentPack;
  /** Folder the pack's images are served from; default the demo pack's uploads folder. */
  uploadsDir?: string;
  /** The bearer token mutations must carry. */
  token: string;
  /** Absolute base for links and media URLs; default the server's own address. */
  publicUrl?: string;
  /** Serve the query explorer on GET /graphql (default true). */
  graphiql?: boolean;
  /** Allow __schema / __type queries (default true: this is a development server). */
  introspection?: boolean;
  limits?: Partial<QueryLimits>;
  /**
   * The site's change webhook: when set, every mutation that changes content sends it a signed notice, as
   * the WordPress companion plugin does (`SITE_REVALIDATE_URL` and `REVALIDATE_SECRET` for the CLI).
   */
  siteWebhook?: SiteWebhookOptions;
  /**
   * The "Posts page" of Settings → Reading, by its address (e.g. `/insights/`; `CMS_POSTS_PAGE` for the CLI):
   * `nodeByUri` then answers that address with the post type (a `ContentType` with `isPostsPage`), as
   * WordPress does. Unset by default, like a fresh WordPress with a static front page and no posts page.
   */
  postsPage?: string;
}

export interface ContentServer {
  url: string;
  graphqlUrl: string;
  close(): Promise<void>;
  /** GraphQL requests answered since the start or the last reset (also on GET /health). */
  requestCount(): number;
  resetRequestCount(): void;
  /** Change notices sent, failed and under way (zeros without a site webhook). */
  webhookStats(): WebhookStats;
  /** Resolves once every change notice sent so far has been delivered or given up. */
  webhookIdle(): Promise<void>;
}

async function loadDemoPack(): Promise<ContentPack> {
  const demo = await import('../content-pack/index');
  return demo.contentPack;
}

function sendJson(res: ServerResponse, status: number, body: unknown, extraHeaders: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...extraHeaders,
  });
  res.end(text);
}

function bearerMatches(header: string | undefined, token: string): boolean {
  if (!token || !header) return false;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match) return false;
  const given = Buffer.from(match[1]!.trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** HTTP Basic with a user's Application Password, as WordPress accepts one (a wrong one signs nobody in). */
function basicAuthMatches(header: string | undefined, repo: ContentRepo): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]{1,1024})$/i.exec(header?.trim() ?? '');
  if (!match) return false;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 && repo.applicationPasswordMatches(decoded.slice(0, colon), decoded.slice(colon + 1));
}

export async function startContentServer(options: ContentServerOptions): Promise<ContentServer> {
  const pack = options.pack ?? (await loadDemoPack());
  const uploadsDir = options.uploadsDir ?? PACK_UPLOADS;
  const host = options.host ?? '127.0.0.1';
  const graphiql = options.graphiql ?? true;
  const runOptions = { limits: { ...DEFAULT_LIMITS, ...options.limits }, introspection: options.introspection ?? true };
  contentSchema();
  const db = openStore(options.dbPath, pack);
  const repo = new ContentRepo(db);
  let publicUrl = '';
  let requests = 0;
  const webhook = options.siteWebhook ? new SiteWebhook(options.siteWebhook) : undefined;
  const postsPage = options.postsPage ? normaliseUri(options.postsPage) : undefined;
  const notify = webhook ? (change: Parameters<SiteWebhook['notify']>[0]) => webhook.notify(change) : undefined;

  async function handleGraphql(req: IncomingMessage, res: ServerResponse): Promise<void> {
    requests += 1;
    let raw: Buffer;
    try {
      raw = await readBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        sendJson(
          res,
          413,
          { errors: [{ message: `The request body is larger than ${MAX_BODY_BYTES} bytes.` }] },
          { Connection: 'close' },
        );
        req.resume();
        return;
      }
      throw error;
    }
    let payload: unknown;
    try {
      payload = JSON.parse(raw.toString('utf8'));
    } catch {
      return sendJson(res, 400, { errors: [{ message: PARSE_FAILURE }] });
    }
    if (payload === null || typeof payload !== 'object')
      return sendJson(res, 400, { errors: [{ message: PARSE_FAILURE }] });
    const ctx: RequestContext = {
      db,
      repo,
      publicUrl,
      authorized: bearerMatches(req.headers.authorization, options.token),
      previewer: basicAuthMatches(req.headers.authorization, repo),
      notify,
      postsPage,
    };
    if (Array.isArray(payload)) {
      if (payload.length === 0 || payload.length > MAX_BATCH) {
        return sendJson(res, 400, {
          errors: [{ message: `A batch must hold between 1 and ${MAX_BATCH} operations.` }],
        });
      }
      // A batch is a list of operations: anything else in it (nested arrays, strings) is a malformed body.
      if (payload.some((item) => item === null || typeof item !== 'object' || Array.isArray(item))) {
        return sendJson(res, 400, {
          errors: [{ message: 'Each operation in a batch must be a JSON object with a "query".' }],
        });
      }
      const outcomes = payload.map((item) => runOperation(item as object, ctx, runOptions));
      return sendJson(
        res,
        200,
        outcomes.map((outcome) => outcome.body),
      );
    }
    const outcome: OperationOutcome = runOperation(payload, ctx, runOptions);
    sendJson(res, outcome.status, outcome.body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (path === '/graphql' || path === '/index.php') {
      if (req.method === 'POST') return handleGraphql(req, res);
      if ((req.method === 'GET' || req.method === 'HEAD') && graphiql) {
        const page = queryExplorerPage('/graphql');
        res.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Length': Buffer.byteLength(page),
          'Cache-Control': 'no-store',
        });
        res.end(req.method === 'HEAD' ? undefined : page);
        return;
      }
      if (req.method === 'GET' || req.method === 'HEAD')
        return sendJson(res, 404, { errors: [{ message: 'Not found' }] });
      return sendJson(
        res,
        405,
        { errors: [{ message: `Method ${req.method} is not allowed on /graphql.` }] },
        { Allow: 'GET, POST' },
      );
    }
    if (isUploadPath(pathname) && (req.method === 'GET' || req.method === 'HEAD'))
      return serveUpload(req, res, pathname, uploadsDir);
    if (path === '/health' && (req.method === 'GET' || req.method === 'HEAD')) {
      return sendJson(res, 200, {
        status: 'ok',
        graphql: '/graphql',
        schemaVersion: db.pragma('user_version', { simple: true }),
        // How many GraphQL requests were answered: lets a test or an operator see what a page view costs.
        requests,
        webhook: webhook ? { url: options.siteWebhook!.url, ...webhook.stats() } : null,
      });
    }
    sendJson(res, 404, { errors: [{ message: 'Not found' }] });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // Never let one request take the server down; answer what can still be answered.
      console.error('content server: request failed', error);
      if (!res.headersSent) sendJson(res, 500, { errors: [{ message: 'Internal server error' }] });
      else res.destroy();
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4000, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  publicUrl = (options.publicUrl ?? url).replace(/\/+$/, '');

  let closing: Promise<void> | undefined;
  return {
    url,
    graphqlUrl: `${url}/graphql`,
    requestCount: () => requests,
    resetRequestCount: () => {
      requests = 0;
    },
    webhookStats: () => webhook?.stats() ?? { sent: 0, failed: 0, pending: 0 },
    webhookIdle: () => webhook?.idle() ?? Promise.resolve(),
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => {
          db.close();
          resolve();
        });
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
