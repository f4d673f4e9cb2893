/**
 * Hostile requests at the site server's edges (docs/security.md, "Limits"), each a plain async function against a
 * running site that throws when the site does not hold. Run by `tests/e2e/security-edges.spec.ts` on the production
 * server, and usable by any runner that starts the site with `EDGE_SITE_ENV` and counts tried / held / failed:
 *
 *   for (const check of EDGE_CHECKS) await check.run(siteUrl);
 *
 * Each names the finding of issue 42 it proves; the findings it does not cover over HTTP are unit-tested beside
 * their code (link fields: lib/cms/reshape.test.ts).
 */
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { signPayload, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../lib/cms/revalidate';
import { fillForm, postForm } from '../support/http';

/** The webhook secret the site must be started with for the replay check. */
export const EDGE_REVALIDATE_SECRET = 'security-edges-revalidate-secret';

/**
 * The environment the site is started with: no trusted proxy (the checks come from loopback, like an attacker
 * reaching the Docker image directly), a short header timeout and a small form allowance so the checks are quick.
 */
export const EDGE_SITE_ENV: Record<string, string> = {
  REVALIDATE_SECRET: EDGE_REVALIDATE_SECRET,
  HEADERS_TIMEOUT_MS: '1000',
  FORM_RATE_LIMIT: '3',
  FORM_MIN_FILL_MS: '500',
  TRUSTED_PROXIES: '',
  CACHE_STATUS_HEADER: '',
};

export interface EdgeCheck {
  /** The finding of issue 42 it proves. */
  finding: number;
  name: string;
  run(site: string): Promise<void>;
}

interface RawAnswer {
  /** Everything the server sent before it closed the connection (or the wait ended). */
  text: string;
  status: number;
  /** Milliseconds from the connection to the server closing it; undefined when it stayed open. */
  closedAfterMs?: number;
}

/**
 * Writes `head` (and then `body` chunks, one every `intervalMs`, until the server answers) on a new connection;
 * reads until the server closes it or `waitMs` passes.
 */
function raw(site: string, head: string, options: { body?: Buffer[]; waitMs?: number } = {}): Promise<RawAnswer> {
  const url = new URL(site);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    let text = '';
    let done = false;
    const finish = (closedAfterMs?: number) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), closedAfterMs });
    };
    const timer = setTimeout(() => finish(undefined), options.waitMs ?? 5000);
    // The body follows the head a moment later, a chunk at a time while no answer has come: a server that
    // answers on the head alone has answered before any of it arrives.
    const send = (chunks: Buffer[]) => {
      const [chunk, ...rest] = chunks;
      if (!chunk || text !== '' || done) return;
      socket.write(`${chunk.length.toString(16)}\r\n`);
      socket.write(chunk);
      socket.write('\r\n', () => send(rest));
    };
    socket.on('connect', () => {
      socket.write(head);
      if (options.body) setTimeout(() => send(options.body!), 200);
    });
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('close', () => finish(Date.now() - started));
    socket.on('error', () => finish(Date.now() - started));
  });
}

const hostOf = (site: string) => new URL(site).host;

async function stillAnswers(site: string): Promise<void> {
  const health = await fetch(`${site}/api/health`, { signal: AbortSignal.timeout(10_000) });
  assert.ok(health.status === 200 || health.status === 503, `health answered ${health.status}`);
}

/** A form post of the contact page, filled as a visitor without JavaScript sends it. */
async function contactForm(site: string, marker: string) {
  const page = await fetch(`${site}/contact/`, { signal: AbortSignal.timeout(30_000) });
  assert.equal(page.status, 200);
  return fillForm(await page.text(), marker);
}

/** The start time /api/forms/session hands this client. */
async function sessionStart(site: string): Promise<string> {
  const session = await fetch(`${site}/api/forms/session/?form=1`, { signal: AbortSignal.timeout(10_000) });
  assert.equal(session.status, 200);
  return ((await session.json()) as { started: string }).started;
}

/** What a form answer tells the visitor (its error summary or confirmation), for a failure's message. */
const toldVisitor = (html: string) =>
  /role="alert"[\s\S]*?<\/div>|data-form-confirmation[\s\S]*?<\/div>/.exec(html)?.[0].replace(/<[^>]+>/g, ' ') ??
  `no message in ${html.length} characters`;

const withEntry = (entries: [string, string][], name: string, value: string): [string, string][] =>
  entries.map(([key, old]) => [key, key === name ? value : old]);

const METHODS = ['TRACE', 'OPTIONS', 'PUT', 'DELETE', 'PATCH', 'PROPFIND'];

export const EDGE_CHECKS: EdgeCheck[] = [
  {
    finding: 1,
    name: 'a chunked webhook body is refused (411) before it is read, and the server keeps answering',
    async run(site) {
      const megabyte = Buffer.alloc(1024 * 1024, 'a');
      const answer = await raw(
        site,
        `POST /api/revalidate/ HTTP/1.1\r\nHost: ${hostOf(site)}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
        { body: Array.from({ length: 64 }, () => megabyte) },
      );
      assert.equal(answer.status, 411, answer.text.slice(0, 200));
      await stillAnswers(site);
    },
  },
  {
    finding: 1,
    name: 'a webhook body declared over 16 KB is refused (413) without a byte of it read',
    async run(site) {
      const answer = await raw(
        site,
        `POST /api/revalidate/ HTTP/1.1\r\nHost: ${hostOf(site)}\r\nContent-Type: application/json\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n`,
      );
      assert.equal(answer.status, 413, answer.text.slice(0, 200));
    },
  },
  {
    finding: 1,
    name: 'chunked bodies to a form page and to the entry-password form are refused (411)',
    async run(site) {
      for (const [path, type] of [
        ['/contact/', 'multipart/form-data; boundary=x'],
        ['/api/entry-password/', 'application/x-www-form-urlencoded'],
      ]) {
        const answer = await raw(
          site,
          `POST ${path} HTTP/1.1\r\nHost: ${hostOf(site)}\r\nOrigin: ${site}\r\nContent-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\n`,
          { body: [Buffer.alloc(64 * 1024, 'a')] },
        );
        assert.equal(answer.status, 411, `${path}: ${answer.text.slice(0, 200)}`);
      }
    },
  },
  {
    finding: 6,
    name: 'methods no browser sends get 405 with Allow on health, the theme stylesheet, uploads and static files',
    async run(site) {
      const home = await (await fetch(`${site}/`)).text();
      const script = /\/_next\/static\/[^"'\s]+\.js/.exec(home)?.[0];
      assert.ok(script, 'the home page names a static script');
      for (const path of ['/api/health', '/theme.css', '/wp-content/uploads/2024/01/none.jpg', script, '/icon.svg'])
        for (const method of path === '/api/health' ? ['TRACE', 'OPTIONS'] : METHODS) {
          const answer = await raw(
            site,
            `${method} ${path} HTTP/1.1\r\nHost: ${hostOf(site)}\r\nConnection: close\r\n\r\n`,
          );
          assert.equal(answer.status, 405, `${method} ${path}: ${answer.text.slice(0, 200)}`);
          assert.match(answer.text, /\r\nallow: GET, HEAD\r\n/i, `${method} ${path} names its methods`);
        }
    },
  },
  {
    finding: 6,
    name: 'a form post from another site is refused with 403, not a 500',
    async run(site) {
      const entries = await contactForm(site, 'edges-cross-origin');
      const body = new FormData();
      for (const [name, value] of entries) body.append(name, value);
      const answer = await fetch(`${site}/contact/`, {
        method: 'POST',
        body,
        headers: { Origin: 'https://evil.example' },
        redirect: 'manual',
      });
      assert.equal(answer.status, 403);
    },
  },
  {
    finding: 7,
    name: 'leaving a preview for an address with non-Latin letters redirects there, percent-encoded',
    async run(site) {
      const answer = await fetch(`${site}/api/preview/exit?to=/%E6%97%A5%E6%9C%AC/`, { redirect: 'manual' });
      assert.equal(answer.status, 303);
      assert.equal(answer.headers.get('location'), '/%E6%97%A5%E6%9C%AC/');
    },
  },
  {
    finding: 8,
    name: 'a signed change notice is accepted once; the same notice replayed is refused (409)',
    async run(site) {
      const body = JSON.stringify({ kind: 'menu', location: 'FOOTER' });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const send = () =>
        fetch(`${site}/api/revalidate/`, {
          method: 'POST',
          body,
          headers: {
            'Content-Type': 'application/json',
            [TIMESTAMP_HEADER]: timestamp,
            [SIGNATURE_HEADER]: signPayload(EDGE_REVALIDATE_SECRET, timestamp, body),
          },
        });
      assert.equal((await send()).status, 200);
      const replay = await send();
      assert.equal(replay.status, 409);
    },
  },
  {
    finding: 10,
    name: 'a form sent at once from a page’s (cacheable) start time is not taken; the form comes back with it',
    async run(site) {
      const entries = await contactForm(site, 'edges-cached-start');
      const answer = await postForm(`${site}/contact/`, entries);
      assert.notEqual(answer.status, 500);
      assert.doesNotMatch(answer.body, /on its way to our team/, toldVisitor(answer.body));
      assert.match(answer.body, /send the form again to confirm/, toldVisitor(answer.body));
      assert.match(answer.body, /edges-cached-start@example\.com/);
    },
  },
  {
    finding: 10,
    name: 'a start time from /api/forms/session is this client’s own: sent at once, it is too quick',
    async run(site) {
      const entries = withEntry(await contactForm(site, 'edges-session'), '_started', await sessionStart(site));
      const answer = await postForm(`${site}/contact/`, entries);
      assert.doesNotMatch(answer.body, /on its way to our team/, toldVisitor(answer.body));
      assert.match(answer.body, /quicker than we expected/, toldVisitor(answer.body));
    },
  },
  {
    finding: 2,
    name: 'a new X-Forwarded-For per post does not escape the form limit: 429 with Retry-After, the answers kept',
    async run(site) {
      const started = await sessionStart(site);
      await new Promise((resolve) => setTimeout(resolve, 600));
      let limited: Awaited<ReturnType<typeof postForm>> | undefined;
      for (let post = 0; post < 5 && !limited; post += 1) {
        const marker = `edges-limit-${post}`;
        const entries = withEntry(await contactForm(site, marker), '_started', started);
        const body = new FormData();
        for (const [name, value] of entries) body.append(name, value);
        const response = await fetch(`${site}/contact/`, {
          method: 'POST',
          body,
          headers: { Origin: site, 'X-Forwarded-For': `198.51.100.${post + 1}` },
          redirect: 'manual',
        });
        const answer = { status: response.status, body: await response.text(), headers: response.headers };
        if (answer.status === 429) limited = answer;
        else assert.equal(answer.status, 200, `post ${post + 1}: ${answer.status}`);
        if (limited) assert.match(limited.body, new RegExp(`${marker}@example\\.com`));
      }
      assert.ok(limited, 'the limit of 3 posts held across 5 addresses the client made up');
      assert.match(limited.headers.get('retry-after') ?? '', /^\d+$/);
      assert.match(limited.body, /sent several forms in a short time/);
    },
  },
  {
    finding: 12,
    name: 'the trailing slash’s 308 carries the security headers',
    async run(site) {
      const answer = await fetch(`${site}/about-us`, { redirect: 'manual' });
      assert.equal(answer.status, 308);
      assert.match(answer.headers.get('strict-transport-security') ?? '', /max-age=\d+/);
      assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(answer.headers.get('x-frame-options'), 'DENY');
      assert.equal(answer.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    },
  },
  {
    finding: 12,
    name: 'a request asking to upgrade gets an answer, not an empty reply',
    async run(site) {
      const answer = await raw(
        site,
        `GET /api/health HTTP/1.1\r\nHost: ${hostOf(site)}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
      );
      assert.ok(answer.status === 200 || answer.status === 503, answer.text.slice(0, 200) || 'an empty reply');
    },
  },
  {
    finding: 12,
    name: 'a connection that never finishes its headers is closed after the header timeout',
    async run(site) {
      const answer = await raw(site, `GET / HTTP/1.1\r\nHost: ${hostOf(site)}\r\nX-Slow: `, { waitMs: 5000 });
      assert.ok(answer.closedAfterMs !== undefined, 'the server still held the connection after 5 s');
      assert.ok(answer.closedAfterMs < 4000, `closed after ${answer.closedAfterMs} ms`);
    },
  },
  {
    finding: 12,
    name: 'no answer says which cache it came from (x-nextjs-cache)',
    async run(site) {
      for (const path of ['/', '/', '/about-us/', '/sitemap.xml']) {
        const answer = await fetch(`${site}${path}`);
        await answer.arrayBuffer();
        assert.equal(answer.headers.get('x-nextjs-cache'), null, path);
      }
    },
  },
];
