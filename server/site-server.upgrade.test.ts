import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerWithoutUpgrade } from './site-server';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** Sends `raw` on a new connection and reads until the server closes it. */
function exchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(3000, () => reject(new Error(`no end; got: ${answer}`)));
  });
}

describe('requests asking to switch protocols', () => {
  async function start() {
    const listener = (_req: unknown, res: import('node:http').ServerResponse) => {
      res.setHeader('Content-Type', 'text/html');
      res.end('<p>the page</p>');
    };
    server = createServer(listener);
    server.on('upgrade', answerWithoutUpgrade(listener));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  it('answers a GET as if it had not asked, then closes the connection', async () => {
    const port = await start();
    const answer = await exchange(
      port,
      'GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQAAP__\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('<p>the page</p>');
  });

  it('refuses a websocket POST with a 400 that says why', async () => {
    const port = await start();
    const answer = await exchange(
      port,
      'POST /api/x HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nContent-Length: 0\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('Strict-Transport-Security');
    expect(answer).toContain('does not switch protocols');
  });
});
