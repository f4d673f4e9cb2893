import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProxyMode =
  /** Forward every request. */
  | 'forward'
  /**
   * Every other request reaches the content server, but its answer is thrown away and the connection
   * dropped: the entry exists, the site sees a failure. The harshest case for exactly-once.
   */
  | 'drop-every-other-answer';

/** A small HTTP proxy in front of the content server, whose target can change and which can misbehave. */
export async function startFaultProxy(mode: ProxyMode) {
  let target = '';
  let count = 0;
  const server: Server = createServer((req, res) => {
    count += 1;
    const dropAnswer = mode === 'drop-every-other-answer' && count % 2 === 1;
    const upstream = request(`${target}${req.url ?? '/'}`, { method: req.method, headers: req.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        if (dropAnswer) return res.socket?.destroy();
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        res.end(Buffer.concat(chunks));
      });
    });
    // The content server is down: answer like a gateway in front of a dead backend.
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>502 Bad Gateway</h1>');
    });
    req.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    setTarget: (origin: string) => (target = origin),
    requests: () => count,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}
