/**
 * Requests asking to switch protocols (`Upgrade: websocket`, `Upgrade: h2c`): the production site speaks plain
 * HTTP/1.1 and upgrades nothing. Node hands such a request to the server's `upgrade` listener alone, without a
 * response, and drops the connection with no answer when there is none. As HTTP allows, the upgrade is ignored:
 * a GET or HEAD is answered as it would be without it (then the connection closes); any other method, whose body
 * would already be mixed into the upgraded stream, gets a 400 saying so.
 */
import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { STATIC_SECURITY_HEADERS } from './security/headers';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export function answerWithoutUpgrade(listener: Listener) {
  return (req: IncomingMessage, socket: Duplex): void => {
    socket.on('error', () => socket.destroy());
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      refuse(socket);
      return;
    }
    const res = new ServerResponse(req);
    res.shouldKeepAlive = false;
    res.assignSocket(socket as Parameters<ServerResponse['assignSocket']>[0]);
    res.once('finish', () => {
      res.detachSocket(socket as Parameters<ServerResponse['detachSocket']>[0]);
      socket.end();
    });
    res.once('close', () => {
      if (!res.writableFinished) socket.destroy();
    });
    listener(req, res);
  };
}

function refuse(socket: Duplex): void {
  const body = JSON.stringify({ error: 'This site does not switch protocols.' });
  const head = [
    'HTTP/1.1 400 Bad Request',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
    ...STATIC_SECURITY_HEADERS.map(({ key, value }) => `${key}: ${value}`),
    'Connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}
