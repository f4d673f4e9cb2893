import { createServer, request, ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  followWithVisitorQuery,
  hasVisitorQuery,
  redirectHook,
  restoreRedirectLocation,
  withVisitorQuery,
} from './redirect-hook';
import { requestFacts } from './response-hooks';

describe('withVisitorQuery', () => {
  it('adds the visitor’s query to a destination without one', () => {
    expect(withVisitorQuery('/new-page/', '/old-page/?utm_source=x')).toBe('/new-page/?utm_source=x');
    expect(withVisitorQuery('/new-page/', '/old-page/?utm_source=x&utm_medium=mail')).toBe(
      '/new-page/?utm_source=x&utm_medium=mail',
    );
  });

  it('leaves the destination alone when the visitor brought no query', () => {
    expect(withVisitorQuery('/new-page/', '/old-page/')).toBe('/new-page/');
    expect(withVisitorQuery('/new-page/', '/old-page/?')).toBe('/new-page/');
    expect(withVisitorQuery('https://shop.example.com/spring?ref=site#top', '/offer/')).toBe(
      'https://shop.example.com/spring?ref=site#top',
    );
  });

  it('keeps the destination’s parameters, as written, and adds the visitor’s after them', () => {
    expect(withVisitorQuery('https://shop.example.com/spring?ref=site', '/offer/?utm_source=x')).toBe(
      'https://shop.example.com/spring?ref=site&utm_source=x',
    );
    // Encoded and valueless parameters are passed on exactly as they were written.
    expect(withVisitorQuery('/search/?q=a%20b&flag', '/find/?page=2&name=J%C3%BCrgen+M')).toBe(
      '/search/?q=a%20b&flag&page=2&name=J%C3%BCrgen+M',
    );
  });

  it('lets the destination’s value win when both name a parameter, however it is spelled', () => {
    expect(withVisitorQuery('https://shop.example.com/spring?ref=site', '/offer/?ref=mine&utm_source=x')).toBe(
      'https://shop.example.com/spring?ref=site&utm_source=x',
    );
    expect(withVisitorQuery('/new/?utm_source=editor', '/old/?utm%5Fsource=x')).toBe('/new/?utm_source=editor');
    // A redirect Next.js built from the request (the trailing slash) already carries the query: nothing doubles.
    expect(withVisitorQuery('/about-us/?utm_source=x&a=1&a=2', '/about-us?utm_source=x&a=1&a=2')).toBe(
      '/about-us/?utm_source=x&a=1&a=2',
    );
  });

  it('keeps repeated visitor parameters in order', () => {
    expect(withVisitorQuery('/new/', '/old/?tag=a&tag=b')).toBe('/new/?tag=a&tag=b');
  });

  it('keeps the destination’s fragment last', () => {
    expect(withVisitorQuery('/contact/#form', '/get-in-touch/?utm_source=x')).toBe('/contact/?utm_source=x#form');
    expect(withVisitorQuery('https://shop.example.com/spring?ref=site#top', '/offer/?utm_source=x')).toBe(
      'https://shop.example.com/spring?ref=site&utm_source=x#top',
    );
    expect(withVisitorQuery('/contact/?#form', '/old/?a=1')).toBe('/contact/?a=1#form');
  });

  it('drops empty pairs and Next.js’s router parameter', () => {
    expect(withVisitorQuery('/new/', '/old/?&a=1&&_rsc=abc12&b')).toBe('/new/?a=1&b');
    expect(withVisitorQuery('/new/', '/old/?_rsc=abc12')).toBe('/new/');
  });

  it('never lets a visitor’s query add anything a header cannot carry, or a fragment', () => {
    expect(withVisitorQuery('/new/', '/old/?q=caf\u00e9 x')).toBe('/new/?q=caf%C3%A9%20x');
    expect(withVisitorQuery('/new/', '/old/?q=a#b')).toBe('/new/?q=a%23b');
  });
});

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
});

/**
 * A response as the site server sends it: `render` writes status and headers as Next.js does, the hook runs just
 * before the head leaves (when it wants the request), then the pipeline's later stage sets a replayed redirect's
 * Location from the page's data (`restore`: where it leads) once the page is complete, and the head and body leave.
 */
async function serve(render: (req: IncomingMessage, res: ServerResponse) => void, restore?: string) {
  server = createServer((req, res) => {
    render(req, res);
    const facts = requestFacts(req);
    if (redirectHook.wants(facts)) redirectHook.beforeHead({ ...facts, res, replaceBody: () => {} });
    if (restore !== undefined)
      restoreRedirectLocation(
        req,
        res,
        Buffer.from(`<script>self.__next_f.push([1,"NEXT_REDIRECT;replace;${restore};308;"])</script>`),
      );
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

  it('adds the query to a Location a later stage restores for a redirect replayed from the cache', async () => {
    const url = await serve((_req, res) => void (res.statusCode = 308), '/renamed/');
    expect(await head(`${url}/old-name/?utm_source=x`)).toEqual({ status: 308, locations: ['/renamed/?utm_source=x'] });
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

  it('a redirect page replayed without its Location (a post renamed after it was cached) leaves with the one its data names', () => {
    const document = (digest: string) =>
      `<!DOCTYPE html><html id="__next_error__"><body><script>self.__next_f.push([1,"0:{\\"digest\\":\\"${digest}\\"}"])</script></body></html>`;
    const replay = (status: number, digest: string, location?: string) => {
      const res = new ServerResponse({ method: 'GET' } as IncomingMessage);
      res.statusCode = status;
      if (location) res.setHeader('Location', location);
      restoreRedirectLocation({ url: '/old-name/' } as IncomingMessage, res, Buffer.from(document(digest)));
      return res.getHeader('location');
    };

    expect(replay(308, 'NEXT_REDIRECT;replace;/a-better-name/;308;')).toBe('/a-better-name/');
    // Next's own Location stays; a digest of another status, or one leading off the site, adds nothing.
    expect(replay(308, 'NEXT_REDIRECT;replace;/elsewhere/;308;', '/kept/')).toBe('/kept/');
    expect(replay(308, 'NEXT_REDIRECT;replace;/x/;307;')).toBeUndefined();
    expect(replay(307, 'NEXT_REDIRECT;push;//evil.example/;307;')).toBeUndefined();
    // An editor's redirect to another site, written whole, leads there.
    expect(replay(307, 'NEXT_REDIRECT;replace;https://shop.example.com/spring?ref=site;307;')).toBe(
      'https://shop.example.com/spring?ref=site',
    );
    // `&` arrives as the page's script data writes it.
    expect(replay(307, 'NEXT_REDIRECT;replace;/contact/?topic=sales\\u0026ref=site;307;')).toBe(
      '/contact/?topic=sales&ref=site',
    );
    expect(replay(307, 'NEXT_REDIRECT;replace;javascript:alert(1);307;')).toBeUndefined();
  });

  it('gives the destination in a navigation’s page data the query the link carried, written as the data writes it', () => {
    const data = (destination: string) => `0:{"P":null}\na:E{"digest":"NEXT_REDIRECT;replace;${destination};308;"}\n`;
    const follow = (destination: string, requestUrl: string) => {
      const res = new ServerResponse({ method: 'GET' } as IncomingMessage);
      res.setHeader('Location', ['/contact/', '/contact/']);
      const payload = followWithVisitorQuery(res, data(destination), requestUrl);
      return { payload, location: res.getHeader('location') };
    };

    expect(follow('/contact/', '/get-in-touch/?utm_source=x&_rsc=abc12')).toEqual({
      payload: data('/contact/?utm_source=x'),
      location: '/contact/?utm_source=x',
    });
    // The destination's own query, written with the data's escapes, is read and kept first.
    expect(follow('/about-us/?from=brochure\\u0026a=1', '/brochure/?utm_campaign=spring').payload).toBe(
      data('/about-us/?from=brochure&a=1&utm_campaign=spring'),
    );
    // A quote stays inside its JSON string; a semicolon cannot end the digest early.
    expect(follow('/contact/', '/old/?q=a"b;c').payload).toBe(data('/contact/?q=a\\"b%3Bc'));
    expect(hasVisitorQuery('/old/?_rsc=abc12')).toBe(false);
    expect(hasVisitorQuery('/old/?utm_source=x&_rsc=abc12')).toBe(true);
  });
});
