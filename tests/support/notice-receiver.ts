import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A change notice as it reached the site's webhook address: its body and its signature headers. */
export interface ReceivedNotice {
  body: string;
  signature: string;
  timestamp: string;
}

/**
 * A stand-in for the site's webhook address (`/api/revalidate`), for content systems that send change notices:
 * keeps every notice it is sent and answers each with `status` and `body`. Listens only once `listen()` is called.
 */
export function noticeReceiver(status = 200, body = '{}') {
  const notices: ReceivedNotice[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      notices.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['x-altitude-signature']),
        timestamp: String(req.headers['x-altitude-timestamp']),
      });
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
    });
  });
  return {
    notices,
    /** Listens on loopback at `port` (a free one by default); resolves with the port. */
    listen: (port = 0) =>
      new Promise<number>((resolve) =>
        server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        if (server.listening) server.close(() => resolve());
        else resolve();
      }),
  };
}
