/**
 * Requests asking to switch protocols (`Upgrade: websocket`, `h2c`): the production site upgrades nothing, and Node
 * would drop them unanswered. As HTTP allows, the upgrade is ignored: a GET or HEAD is answered as without it, then
 * the connection closes; any other method, whose body is already mixed into the upgraded stream, gets a 400.
 */
import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { answerRefusal } from './security/request-guard';

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
