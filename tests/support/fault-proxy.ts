import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the proxy treats each request that arrives while the mode is set. */
export type FaultMode =
  /** Forward to the content server. If that is down, drop the connection as a dead host would. */
  | 'pass'
  /** Hold each request for `slowMs` before forwarding it. */
  | 'slow'
  /** Answer HTTP 500 with an HTML error page, as a crashed PHP backend does. */
  | 'http-500'
  /** Answer 200 with a JSON content type and a truncated body. */
  | 'malformed'
  /** Answer 200 with GraphQL `errors` and no data, as WPGraphQL does when a resolver fails. */
  | 'graphql-errors'
  /**
   * Forward every request, but throw away every other answer and drop the connection: the entry exists, the
   * site sees a failure. The harshest case for exactly-once delivery.
   */
  | 'drop-every-other-answer';

export interface FaultProxy {
  /** The GraphQL endpoint to give the site (WORDPRESS_GRAPHQL_URL). */
  url: string;
  setMode(mode: FaultMode): void;
  /** Requests that reached the proxy since it started. */
  requests(): number;
  close(): Promise<void>;
}

/**
 * A small HTTP proxy between the site and the embedded content server, whose behaviour a test switches
 * in-process. Real sockets on both sides.
 */
export async function startFaultProxy(
  target: string,
  options: {
    slowMs?: number;
    mode?: FaultMode;
    /** While the content server is down: drop the connection (a dead host) or answer 502 (a gateway before it). */
    whenDown?: 'drop' | 'bad-gateway';
  } = {},
): Promise<FaultProxy> {
  const slowMs = options.slowMs ?? 10_000;
  let mode: FaultMode = options.mode ?? 'pass';
  let count = 0;

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer, loseAnswer = false) => {
    const upstream = request(`${target}${req.url ?? '/'}`, { method: req.method, headers: req.headers }, (answer) => {
      if (loseAnswer) {
        answer.resume();
        answer.on('end', () => res.socket?.destroy());
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (options.whenDown !== 'bad-gateway' || res.headersSent) return res.socket?.destroy();
      res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>502 Bad Gateway</h1>');
    });
    upstream.end(body);
  };

  const server: Server = createServer((req, res) => {
    count += 1;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      switch (mode) {
        case 'pass':
          return forward(req, res, body);
        case 'drop-every-other-answer':
          return forward(req, res, body, count % 2 === 1);
        case 'slow': {
          const timer = setTimeout(() => forward(req, res, body), slowMs);
          res.on('close', () => clearTimeout(timer));
          return;
        }
        case 'http-500':
          res.writeHead(500, { 'Content-Type': 'text/html' });
          return res.end('<html><body><h1>500 Internal Server Error</h1></body></html>');
        case 'malformed':
          res.writeHead(200, { 'Content-Type': 'application/json' });
          return res.end('{"data":{"nodeByUri":{"__typename":"Page","title":"Abo');
        case 'graphql-errors':
          res.writeHead(200, { 'Content-Type': 'application/json' });
          return res.end(
            JSON.stringify({ errors: [{ message: 'Internal server error', extensions: { category: 'internal' } }] }),
          );
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    setMode: (next) => void (mode = next),
    requests: () => count,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}
