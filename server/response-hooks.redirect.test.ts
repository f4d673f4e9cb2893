import { createServer, request, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { redirectHook, requestFacts } from './response-hooks';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
});

/**
 * A response as the site server sends it: `render` writes status and headers as Next.js does, the hook runs just
 * before the head leaves (when it wants the request), and the head and body leave.
 */
async function serve(render: (req: IncomingMessage, res: ServerResponse) => void) {
  server = createServer((req, res) => {
    render(req, res);
    const facts = requestFacts(req);
    if (redirectHook.wants(facts)) redirectHook.beforeHead({ ...facts, res, replaceBody: () => {} });
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end('<!DOCTYPE html><html id="__next_error__"><body></body></html>');
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Status and every Location line as sent (fetch would join repeated lines into one). */
function head(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; locations: string[] }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      res.resume();
      const locations: string[] = [];
      for (let i = 0; i + 1 < res.rawHeaders.length; i += 2)
        if (res.rawHeaders[i]!.toLowerCase() === 'location') locations.push(res.rawHeaders[i + 1]!);
      res.on('end', () => resolve({ status: res.statusCode!, locations }));
    })
      .on('error', reject)
      .end();
  });
}

/** What Next.js 16.4 does on a redirect's first render: the render sets Location, the handler appends it again. */
const firstRender = (status: number, location: string) => (_req: IncomingMessage, res: ServerResponse) => {
  res.statusCode = status;
  res.setHeader('location', location);
  res.appendHeader('location', location);
};

describe('the redirect hook', () => {
  it('sends a first render’s Location once, with the visitor’s query', async () => {
    const url = await serve(firstRender(308, '/contact/'));
    expect(await head(`${url}/get-in-touch/?utm_source=x`)).toEqual({
      status: 308,
      locations: ['/contact/?utm_source=x'],
    });
    expect(await head(`${url}/get-in-touch/`)).toEqual({ status: 308, locations: ['/contact/'] });
  });

  it('merges the query into a destination with its own query and fragment', async () => {
    const url = await serve(firstRender(307, 'https://shop.example.com/spring?ref=site#top'));
    expect(await head(`${url}/offer/?ref=mine&utm_source=x`)).toEqual({
      status: 307,
      locations: ['https://shop.example.com/spring?ref=site&utm_source=x#top'],
    });
  });

  it('leaves other answers and router requests alone', async () => {
    const url = await serve((req, res) => {
      if (req.url?.startsWith('/page/')) {
        res.setHeader('Location', '/elsewhere/');
        return;
      }
      res.statusCode = 308;
      res.setHeader('location', '/contact/');
    });
    expect(await head(`${url}/page/?utm_source=x`)).toEqual({ status: 200, locations: ['/elsewhere/'] });
    expect(await head(`${url}/get-in-touch/?utm_source=x`, { rsc: '1' })).toEqual({
      status: 308,
      locations: ['/contact/'],
    });
    expect(await head(`${url}/api/thing?utm_source=x`)).toEqual({ status: 308, locations: ['/contact/'] });
  });
});
