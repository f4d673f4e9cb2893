import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubHandler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

/** A local HTTP server whose answer each test sets; stands in for WordPress or the bot-check service. */
export async function startStub(): Promise<{
  url: string;
  handle: (handler: StubHandler) => void;
  close: () => Promise<void>;
}> {
  let handler: StubHandler = (_req, _body, res) => res.end('{}');
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    handle: (next) => (handler = next),
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}

export function sendJson(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(value));
}
