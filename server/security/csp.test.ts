import { createHash } from 'node:crypto';
import { ServerResponse, type IncomingMessage } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import {
  buildPolicy,
  cspHash,
  cspSourcesFromEnv,
  documentPolicy,
  isPreviewPath,
  MAX_PICTURE_ORIGINS,
  pageHashes,
  NON_DOCUMENT_POLICY,
  pagePolicy,
  setDocumentPolicy,
  setNonDocumentPolicy,
  wordpressAdminOrigin,
  type CspSources,
} from './csp';
import { isFrameworkScript } from '../html/flight-scripts';
import { decodeEntities, findInlineContent } from './inline-content';

const sources: CspSources = { contentOrigins: ['https://media.example.net'] };

/** The policy's directives as a map, for asserting on one directive at a time. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_DATA = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:\\u003ch2\\u003e"])';
const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"],"runtimeModuleIds":[1]})';

describe('finding inline code in a page', () => {
  it('finds inline scripts and style elements, and skips external scripts', () => {
    const html = `<!DOCTYPE html><html><head><style id="theme-css">a{color:red}</style>
      <script src="/_next/static/chunks/a.js" async=""></script></head>
      <body><div style="height:72px;transition-duration:700ms">x</div>
      <script>${FLIGHT_START}</script><script type="application/ld+json">{"a":1}</script></body></html>`;
    const found = findInlineContent(html);
    expect(found.styles).toEqual(['a{color:red}']);
    expect(found.scripts).toEqual([
      { text: FLIGHT_START, type: '' },
      { text: '{"a":1}', type: 'application/ld+json' },
    ]);
  });

  it('decodes attribute values as the browser does', () => {
    expect(decodeEntities('a &amp; b &quot;c&quot; &#x27;d&#39; &lt;e&gt;')).toBe(`a & b "c" 'd' <e>`);
    const found = findInlineContent(`<script type="&#x6D;odule">go()</script>`);
    expect(found.scripts).toEqual([{ text: 'go()', type: 'module' }]);
  });

  it('reads raw text elements to their end tag, so markup-like text inside them is not a tag', () => {
    const html = `<textarea><script>alert(1)</script></textarea><style>a::after{content:"<p style='x'>"}</style>`;
    const found = findInlineContent(html);
    expect(found.scripts).toEqual([]);
    expect(found.styles).toEqual([`a::after{content:"<p style='x'>"}`]);
  });

  it('skips comments and copes with attributes containing ">"', () => {
    const found = findInlineContent(
      `<!-- <script>x()</script> --><a title="a>b<script>y()</script>" href="/">y</a><script>z()</script>`,
    );
    expect(found.scripts).toEqual([{ text: 'z()', type: '' }]);
  });
});

describe('which inline scripts are trusted', () => {
  it("trusts Next.js's data pushes, whose argument is plain JSON", () => {
    expect(isFrameworkScript(FLIGHT_START)).toBe(true);
    expect(isFrameworkScript(FLIGHT_DATA)).toBe(true);
    expect(isFrameworkScript(TURBOPACK)).toBe(true);
  });

  it('trusts the form state a page answering a posted form hands to hydration, after the queue start', () => {
    expect(isFrameworkScript(`${FLIGHT_START};self.__next_f.push([2,[{"status":"error","errors":{}},"k1"]])`)).toBe(
      true,
    );
    expect(isFrameworkScript(`${FLIGHT_START};alert(1)`)).toBe(false);
    expect(isFrameworkScript(`${FLIGHT_START};self.__next_f.push([2,1]);alert(1)`)).toBe(false);
  });

  it.each([
    ['a plain script', 'alert(1)'],
    ['a push with code in it', 'self.__next_f.push([1,"x"]);alert(1)'],
    ['a push whose argument is an expression', 'self.__next_f.push(alert(1))'],
    ['a push with a call tacked on inside', 'self.__next_f.push([1,"x"]),alert(1)'],
    ['a lookalike prefix', 'self.__next_f.push2([1])'],
  ])('refuses %s', (_name, text) => {
    expect(isFrameworkScript(text)).toBe(false);
  });

  it('hashes only trusted executable scripts; data blocks need no hash', () => {
    const html = `<script>${FLIGHT_START}</script><script>alert(1)</script><script type="application/ld+json">{}</script>`;
    const hashes = pageHashes(html);
    expect(hashes.scripts).toEqual([cspHash(FLIGHT_START)]);
    expect(hashes.refusedScripts).toEqual(['alert(1)']);
  });
});

describe('the policy', () => {
  it('hashes are SHA-256 in base64, quoted as CSP sources', () => {
    const expected = createHash('sha256').update('a{color:red}').digest('base64');
    expect(cspHash('a{color:red}')).toBe(`'sha256-${expected}'`);
  });

  it("lists the page's own inline code and nothing inline besides; style attributes are allowed", () => {
    const html = `<style>b{}</style><div style="--x:1"></div><script>${FLIGHT_DATA}</script>`;
    const policy = directives(pagePolicy(html, sources).policy);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      cspHash(FLIGHT_DATA),
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(policy.get('style-src')).toContain(cspHash('b{}'));
    // Elements fall back to style-src: the sources are not written twice.
    expect(policy.has('style-src-elem')).toBe(false);
    // A client-side navigation keeps this policy: the next page's attributes must pass it too.
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    for (const [name, values] of policy) {
      if (name !== 'style-src-attr') expect(values, name).not.toContain("'unsafe-inline'");
      expect(values, name).not.toContain("'unsafe-eval'");
    }
  });

  it('only under the development server: evaluation, inline styles and its request-id script', () => {
    const devScript = 'self.__next_r="hZsZpXsve6fS2COeH9XAj";var __nextHmrInitialVersion="1";';
    const html = `<script>${devScript}</script><script>${FLIGHT_DATA}</script>`;
    const production = pagePolicy(html, sources);
    expect(production.refusedScripts).toEqual([devScript]);
    expect(production.policy).not.toContain("'unsafe-eval'");
    const development = pagePolicy(html, { ...sources, development: true });
    expect(development.refusedScripts).toEqual([]);
    const policy = directives(development.policy);
    expect(policy.get('script-src')).toContain("'unsafe-eval'");
    expect(policy.get('script-src')).toContain(cspHash(devScript));
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    // Anything else inline stays refused even then.
    expect(pagePolicy('<script>alert(1)</script>', { ...sources, development: true }).refusedScripts).toHaveLength(1);
  });

  it('allows a media CDN for images and media, https media from anywhere, the embeds for frames, and no framing', () => {
    const policy = directives(buildPolicy(sources, { scripts: [], styles: [] }));
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://media.example.net',
      'https://secure.gravatar.com',
      'https://*.gravatar.com',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(policy.get('media-src')).toEqual(["'self'", 'https:', 'https://media.example.net']);
    expect(policy.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('pictures on other hosts', () => {
  const page = (body: string) =>
    `<!DOCTYPE html><html><head><link rel="preload" as="image" href="https://hero.example.com/h.jpg" imageSrcSet="https://hero.example.com/h.jpg 1x, https://hero2.example.com/h.jpg 2x"></head><body>${body}<script>self.__next_f.push([1,"<img src=\\"https://payload.example.com/p.jpg\\">"])</script></body></html>`;

  it('are allowed by the policy of the page that shows them: exactly their origins, in img-src only', () => {
    const html = page(`
      <img src="https://wpthemetestdata.files.wordpress.com/2008/06/a.jpg" srcset="https://cdn.example.org:8443/a-300.jpg 300w, /wp-content/uploads/a.jpg 600w, https://cdn.example.org:8443/a,b.jpg 900w" alt="">
      <picture><source srcset="http://127.0.0.1:3677/b.webp"><img src="/_next/image?url=%2Fwp-content%2Fuploads%2Fb.jpg&w=640&q=75" alt=""></picture>
      <div class="wp-block-cover__image-background" style="background-position:50% 50%;background-image:url(https://old.example.net/c.jpg)"></div>
      <figure class="wp-block-media-text__media" style='background-image:url("http://legacy.example.net/d.jpg")'></figure>
      <video poster="https://posters.example.net/e.jpg"></video>
      <a href="https://linked.example.net/f.jpg">a link loads nothing</a>
      <img src="data:image/gif;base64,R0lGOD" alt=""><img src="javascript:alert(1)" alt="">`);
    expect(pageHashes(html).pictureOrigins).toEqual([
      'https://hero.example.com',
      'https://hero2.example.com',
      'https://wpthemetestdata.files.wordpress.com',
      'https://cdn.example.org:8443',
      'http://127.0.0.1:3677',
      'https://old.example.net',
      'http://legacy.example.net',
      'https://posters.example.net',
    ]);
    const policy = directives(pagePolicy(html, { contentOrigins: [] }).policy);
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining([
        'https://wpthemetestdata.files.wordpress.com',
        'http://127.0.0.1:3677',
        'https://old.example.net',
      ]),
    );
    expect(policy.get('img-src')).not.toContain('https://payload.example.com');
    expect(policy.get('img-src')).not.toContain('https://linked.example.net');
    // Scripts, connections, frames and the rest know nothing of them.
    for (const name of ['script-src', 'connect-src', 'default-src', 'frame-src', 'style-src', 'font-src'])
      expect(policy.get(name)!.join(' '), name).not.toMatch(/wpthemetestdata|127\.0\.0\.1|old\.example/);
  });

  it('a page without them allows none: the policy is the fixed one', () => {
    const policy = directives(
      pagePolicy('<img src="/wp-content/uploads/a.jpg" alt="">', { contentOrigins: [] }).policy,
    );
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://secure.gravatar.com',
      'https://*.gravatar.com',
      'https://www.gstatic.com/recaptcha/',
    ]);
  });

  it('stay within a header’s size however many a page carries', () => {
    const html = Array.from({ length: 500 }, (_, i) => `<img src="https://h${i}.example.com/a.jpg" alt="">`).join('');
    expect(pageHashes(html).pictureOrigins).toHaveLength(MAX_PICTURE_ORIGINS);
  });
});

describe('the policy from the environment', () => {
  it('never names the content system, embedded or real: its uploads are the site’s own', () => {
    for (const env of [{ CMS_PORT: '4420' }, { WORDPRESS_GRAPHQL_URL: 'https://cms.example.com/graphql' }]) {
      expect(cspSourcesFromEnv(env)).toEqual({
        contentOrigins: [],
        botCheckScriptOrigin: undefined,
        upgradeInsecureRequests: false,
      });
    }
    const policy = buildPolicy(cspSourcesFromEnv({ CMS_PORT: '4420', CMS_PUBLIC_URL: 'http://10.0.0.7:4420' }), {
      scripts: [],
      styles: [],
    });
    expect(policy).not.toMatch(/127\.0\.0\.1|10\.0\.0\.7|cms\.example\.com/);
    expect(directives(policy).get('img-src')).toContain("'self'");
  });

  it('plays podcast audio hosted elsewhere over https with no setting', () => {
    const policy = directives(buildPolicy(cspSourcesFromEnv({}), { scripts: [], styles: [] }));
    expect(policy.get('media-src')).toEqual(["'self'", 'https:']);
    // Only media: pictures, scripts and connections stay limited to the site and the hosts listed for them.
    for (const name of ['img-src', 'script-src', 'connect-src', 'default-src'])
      expect(policy.get(name), name).not.toContain('https:');
  });

  it('refuses a MEDIA_ORIGINS entry that is not an http(s) origin, naming it', () => {
    expect(() => cspSourcesFromEnv({ MEDIA_ORIGINS: 'https://media.example.net, not-a-url' })).toThrow(
      /MEDIA_ORIGINS: "not-a-url" is not an http\(s\) origin/,
    );
  });

  it('a real WordPress, a media CDN, a bot-check stand-in and an https site', () => {
    const result = cspSourcesFromEnv({
      WORDPRESS_GRAPHQL_URL: 'https://cms.example.com/graphql',
      MEDIA_ORIGINS: 'https://media.example.net/x http://audio.example.org',
      NEXT_PUBLIC_RECAPTCHA_SCRIPT_URL: 'https://bot.example.org/recaptcha/api.js',
      SITE_URL: 'https://www.example.com',
    });
    expect(result).toEqual({
      contentOrigins: ['https://media.example.net', 'http://audio.example.org'],
      botCheckScriptOrigin: 'https://bot.example.org',
      upgradeInsecureRequests: true,
    });
    expect(buildPolicy(result, { scripts: [], styles: [] })).toMatch(/; upgrade-insecure-requests$/);
  });

  it("Google's own script address adds no whole Google origin", () => {
    const result = cspSourcesFromEnv({ NEXT_PUBLIC_RECAPTCHA_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js' });
    expect(result.botCheckScriptOrigin).toBeUndefined();
  });
});

// How the whole server applies these (held pages, streaming answers, 304s): server/pipeline.test.ts.

const SCRIPT = 'self.__next_f.push([1,"hello"])';
const PAGE = `<!DOCTYPE html><html><body><div style="--x:1">x</div><script>${SCRIPT}</script><script>alert(1)</script></body></html>`;

function response(status = 200, headers: Record<string, string> = {}): ServerResponse {
  const res = new ServerResponse({ method: 'GET' } as IncomingMessage);
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  return res;
}

describe('the policy on responses', () => {
  const sources = { contentOrigins: ['https://cms.example.com'] };
  it('a page’s policy admits the hashes of its own inline code, and names the scripts it refuses', () => {
    const { policy, refusedScripts } = documentPolicy(PAGE, sources);
    expect(policy).toContain(cspHash(SCRIPT));
    expect(policy).not.toContain(cspHash('alert(1)'));
    expect(policy).toContain(`style-src-attr 'unsafe-inline'`);
    expect(refusedScripts).toEqual(['alert(1)']);
    const res = response();
    setDocumentPolicy(res, documentPolicy(PAGE, sources));
    expect(res.getHeader('content-security-policy')).toBe(policy);
  });

  it('every other response with a body gets the non-document policy, unless it has its own', () => {
    const rsc = response(200, { 'content-type': 'text/x-component' });
    setNonDocumentPolicy(rsc, 'GET');
    expect(rsc.getHeader('content-security-policy')).toBe(NON_DOCUMENT_POLICY);
    const svg = response(200, { 'content-type': 'image/svg+xml', 'content-security-policy': "script-src 'none'" });
    setNonDocumentPolicy(svg, 'GET');
    expect(svg.getHeader('content-security-policy')).toBe("script-src 'none'");
  });

  it('a 304 or a HEAD answer carries no policy, so the cached page keeps its own', () => {
    for (const [status, method] of [
      [304, 'GET'],
      [200, 'HEAD'],
    ] as const) {
      const res = response(status, { 'content-type': 'text/html' });
      setNonDocumentPolicy(res, method);
      expect(res.getHeader('content-security-policy')).toBeUndefined();
    }
  });

  it('a page that cannot be read gets the base policy: none of its inline code runs', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = documentPolicy(Symbol('not a page') as unknown as string, sources);
    expect(failing.policy).toBe(pagePolicy('', sources).policy);
    expect(failing.refusedScripts).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('preview framing', () => {
  it('names the WordPress admin by WORDPRESS_ADMIN_URL, else by the GraphQL address, else nobody', () => {
    expect(
      wordpressAdminOrigin({
        WORDPRESS_ADMIN_URL: 'https://cms.example.com/wp-admin/',
        WORDPRESS_GRAPHQL_URL: 'http://wordpress:8080/graphql',
      }),
    ).toBe('https://cms.example.com');
    expect(wordpressAdminOrigin({ WORDPRESS_GRAPHQL_URL: 'http://127.0.0.1:8080/graphql' })).toBe(
      'http://127.0.0.1:8080',
    );
    expect(wordpressAdminOrigin({ WORDPRESS_ADMIN_URL: 'not a url', WORDPRESS_GRAPHQL_URL: ' ' })).toBeUndefined();
    expect(wordpressAdminOrigin({ WORDPRESS_ADMIN_URL: 'javascript:alert(1)' })).toBeUndefined();
    expect(wordpressAdminOrigin({})).toBeUndefined();
  });

  it('frames only the preview link’s answer and the preview pages', () => {
    expect(['/api/preview', '/api/preview/', '/_preview/12/'].every(isPreviewPath)).toBe(true);
    expect(
      ['/', '/about-us/', '/api/preview/exit', '/api/previews', '/_previews/', '/x/_preview/1/'].some(isPreviewPath),
    ).toBe(false);
  });
});
