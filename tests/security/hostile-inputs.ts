/**
 * Hostile inputs, in one list a reviewer can read. tests/e2e/security-hostile.spec.ts proves each one
 * harmless against the running site and content server:
 *
 *  - markup: saved as an editor with unfiltered HTML could (post content) or as the theme stylesheet, then
 *    rendered in Chromium. Every payload tries to set `window.__pwned` or open a dialog; neither may happen,
 *    and the rendered markup must hold no script, event handler or `javascript:` URL.
 *  - requests: sent to the site or the content server; the answer must have one of the listed statuses
 *    (never a 5xx), the server must still answer afterwards, and the listed check must hold.
 */

export interface MarkupCase {
  name: string;
  /** `content`: a post's HTML (sanitised by lib/sanitize.ts); `theme-css`: the editor's stylesheet. */
  sink: 'content' | 'theme-css';
  payload: string;
}

export type RequestCheck =
  /** A redirect, if any, stays on the site. */
  | 'stays-on-site'
  /** The answer does not repeat the request's markup unescaped. */
  | 'no-reflection'
  /** GraphQL answered with an error and no data. */
  | 'graphql-error';

export interface RequestCase {
  name: string;
  server: 'site' | 'cms';
  method: 'GET' | 'POST' | 'PUT';
  /** Sent exactly as written (no normalisation of dots, slashes or escapes). */
  path: string;
  headers?: Record<string, string>;
  body?: string | (() => string);
  /** Send the body with a valid webhook signature (POST /api/revalidate). */
  signed?: boolean;
  /** Send the bytes as written, over a raw socket: for request lines no HTTP client would produce. */
  raw?: string;
  statuses: number[];
  check?: RequestCheck;
}

const PWN = (how: string) => `window.__pwned='${how}'`;

export const MARKUP: MarkupCase[] = [
  { name: 'script element', sink: 'content', payload: `<script>${PWN('script')};alert(1)</script>` },
  { name: 'img onerror', sink: 'content', payload: `<img src="/nope.png" onerror="${PWN('onerror')}" alt="probe">` },
  { name: 'svg onload', sink: 'content', payload: `<svg onload="${PWN('svg')}"><circle r="4"/></svg>` },
  { name: 'javascript: link', sink: 'content', payload: `<a href="javascript:${PWN('link')}">Read more</a>` },
  {
    name: 'javascript: link hidden by a tab entity',
    sink: 'content',
    payload: `<a href="jav&#x09;ascript:${PWN('tab')}">Read more</a>`,
  },
  {
    name: 'data: URL link',
    sink: 'content',
    payload: `<a href="data:text/html,<script>alert(1)</script>">Read more</a>`,
  },
  {
    name: 'iframe srcdoc',
    sink: 'content',
    payload: `<iframe srcdoc="<script>parent.${PWN('srcdoc')}</script>"></iframe>`,
  },
  {
    name: 'iframe from a host that is not an allowed video player',
    sink: 'content',
    payload: '<iframe src="https://evil.example/"></iframe>',
  },
  {
    name: 'object with a javascript: URL',
    sink: 'content',
    payload: `<object data="javascript:${PWN('object')}"></object>`,
  },
  {
    name: 'form posting to javascript:',
    sink: 'content',
    payload: `<form action="javascript:${PWN('form')}"><button>Send</button></form>`,
  },
  {
    name: 'meta refresh',
    sink: 'content',
    payload: `<meta http-equiv="refresh" content="0;url=javascript:${PWN('meta')}">`,
  },
  { name: 'base element redirecting every link', sink: 'content', payload: '<base href="https://evil.example/">' },
  {
    name: 'style element and style attribute',
    sink: 'content',
    payload: '<style>body{display:none}</style><p style="position:fixed;inset:0">Cover</p>',
  },
  {
    name: 'mutation XSS through math and style',
    sink: 'content',
    payload: `<math><mtext><table><mglyph><style><img src=x onerror="${PWN('mxss')}"></style></mglyph></table></mtext></math>`,
  },
  {
    name: 'noscript attribute breakout',
    sink: 'content',
    payload: `<noscript><p title="</noscript><img src=x onerror=${PWN('noscript')}>"></noscript>`,
  },
  {
    name: 'details ontoggle',
    sink: 'content',
    payload: `<details open ontoggle="${PWN('toggle')}"><summary>More</summary>x</details>`,
  },
  {
    name: 'video source onerror',
    sink: 'content',
    payload: `<video><source src="/nope.mp4" onerror="${PWN('source')}"></video>`,
  },
  {
    name: 'closing the style element',
    sink: 'theme-css',
    payload: `body{color:red}</style><script>${PWN('css-script')}</script>`,
  },
  {
    name: 'closing the style element in capitals',
    sink: 'theme-css',
    payload: `</STYLE ><img src=x onerror="${PWN('css-img')}">`,
  },
  {
    name: 'closing the style element inside a comment',
    sink: 'theme-css',
    payload: `/* <!-- */</style><svg onload="${PWN('css-svg')}"></svg>`,
  },
  {
    name: 'closing the style element inside a string',
    sink: 'theme-css',
    payload: `a::after{content:"</style><script>${PWN('css-string')}</script>"}`,
  },
];

const OVERSIZED = () => 'x'.repeat(3 * 1024 * 1024);
const NESTED = () => `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
const MULTIPART = { 'Content-Type': 'multipart/form-data; boundary=XyZ' };

/** Both servers stream uploads: neither may be walked out of its uploads folder, to `file` of its own or to package.json. */
const uploadsTraversals = (server: RequestCase['server'], file: string): RequestCase[] => [
  {
    name: 'uploads through an encoded traversal',
    server,
    method: 'GET',
    path: '/wp-content/uploads/..%2f..%2f..%2fpackage.json',
    statuses: [400, 404],
  },
  {
    name: 'uploads through dot segments',
    server,
    method: 'GET',
    path: `/wp-content/uploads/%2e%2e/%2e%2e/${file}`,
    statuses: [400, 404],
  },
];

export const REQUESTS: RequestCase[] = [
  // The change webhook.
  {
    name: 'webhook without a signature',
    server: 'site',
    method: 'POST',
    path: '/api/revalidate/',
    body: '{"kind":"forms"}',
    statuses: [401],
  },
  {
    name: 'webhook with a forged signature',
    server: 'site',
    method: 'POST',
    path: '/api/revalidate/',
    headers: {
      'x-altitude-signature': `sha256=${'0'.repeat(64)}`,
      'x-altitude-timestamp': String(Math.floor(Date.now() / 1000)),
    },
    body: '{"kind":"forms"}',
    statuses: [401],
  },
  {
    name: 'webhook replayed with a stale timestamp',
    server: 'site',
    method: 'POST',
    path: '/api/revalidate/',
    headers: { 'x-altitude-signature': `sha256=${'0'.repeat(64)}`, 'x-altitude-timestamp': '1000000000' },
    body: '{"kind":"forms"}',
    statuses: [401],
  },
  {
    name: 'webhook body of 3 MB',
    server: 'site',
    method: 'POST',
    path: '/api/revalidate/',
    body: OVERSIZED,
    statuses: [413],
  },
  {
    name: 'webhook with malformed JSON, signed',
    server: 'site',
    method: 'POST',
    path: '/api/revalidate/',
    body: '{"kind":',
    signed: true,
    statuses: [400],
  },
  {
    name: 'webhook with JSON nested 8,000 deep, signed',
    server: 'site',
    method: 'POST',
    path: '/api/revalidate/',
    body: () => `${'['.repeat(8000)}${']'.repeat(8000)}`,
    signed: true,
    statuses: [400, 422],
  },
  {
    name: 'webhook naming a javascript: address, signed',
    server: 'site',
    method: 'POST',
    path: '/api/revalidate/',
    body: '{"kind":"node","uri":"javascript:alert(1)","contentType":"page"}',
    signed: true,
    statuses: [422],
  },
  {
    name: 'webhook with a prototype-pollution payload, signed',
    server: 'site',
    method: 'POST',
    path: '/api/revalidate/',
    body: '{"__proto__":{"kind":"forms"}}',
    signed: true,
    statuses: [422],
  },
  // Form submission (the page's server action) and the form APIs.
  {
    name: 'form post of 3 MB',
    server: 'site',
    method: 'POST',
    path: '/contact/',
    headers: MULTIPART,
    body: OVERSIZED,
    statuses: [413],
  },
  {
    name: 'form post as JSON',
    server: 'site',
    method: 'POST',
    path: '/contact/',
    headers: { 'Content-Type': 'application/json' },
    body: '{"a":1}',
    statuses: [415],
  },
  {
    name: 'form post naming an action that does not exist',
    server: 'site',
    method: 'POST',
    path: '/contact/',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'Next-Action': 'deadbeef' },
    body: '["<script>alert(1)</script>"]',
    statuses: [400, 404],
  },
  {
    name: 'form post without a length (chunked)',
    server: 'site',
    method: 'POST',
    path: '/contact/',
    headers: { ...MULTIPART, 'Transfer-Encoding': 'chunked' },
    body: '--XyZ--',
    statuses: [411],
  },
  { name: 'POST to the forms list', server: 'site', method: 'POST', path: '/api/forms/', body: '{}', statuses: [405] },
  {
    name: 'form session for a script tag',
    server: 'site',
    method: 'GET',
    path: '/api/forms/session/?form=%3Cscript%3E',
    statuses: [400],
  },
  {
    name: 'form session for a huge number',
    server: 'site',
    method: 'GET',
    path: '/api/forms/session/?form=1e309',
    statuses: [400],
  },
  // Paths.
  {
    name: 'encoded dot-dot-slash',
    server: 'site',
    method: 'GET',
    path: '/..%2f..%2f..%2fetc%2fpasswd',
    statuses: [404],
  },
  {
    name: 'encoded dots',
    server: 'site',
    method: 'GET',
    path: '/%2e%2e/%2e%2e/etc/passwd',
    statuses: [308, 404],
    check: 'stays-on-site',
  },
  { name: 'encoded null', server: 'site', method: 'GET', path: '/%00/', statuses: [400] },
  { name: 'encoded null inside a segment', server: 'site', method: 'GET', path: '/about-us%00.html/', statuses: [400] },
  {
    name: 'encoded CR LF (header injection)',
    server: 'site',
    method: 'GET',
    path: '/a%0d%0aSet-Cookie:%20pwned=1/',
    statuses: [400],
  },
  {
    name: 'raw null byte in the request line',
    server: 'site',
    method: 'GET',
    path: '/',
    raw: 'GET /a\u0000b/ HTTP/1.1\r\nHost: x\r\n\r\n',
    statuses: [400],
  },
  {
    name: 'overlong path (9,000 characters)',
    server: 'site',
    method: 'GET',
    path: `/${'a'.repeat(9000)}/`,
    statuses: [414],
  },
  { name: 'malformed percent-encoding', server: 'site', method: 'GET', path: '/%ff%fe/', statuses: [400] },
  {
    name: 'overlong UTF-8 dots',
    server: 'site',
    method: 'GET',
    path: '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
    statuses: [400],
  },
  {
    name: 'protocol-relative //evil.example',
    server: 'site',
    method: 'GET',
    path: '//evil.example/',
    statuses: [308, 404],
    check: 'stays-on-site',
  },
  {
    name: 'backslash /\\evil.example',
    server: 'site',
    method: 'GET',
    path: '/\\evil.example/',
    statuses: [308, 404],
    check: 'stays-on-site',
  },
  {
    name: 'encoded backslashes',
    server: 'site',
    method: 'GET',
    path: '/%5c%5cevil.example/',
    statuses: [308, 404],
    check: 'stays-on-site',
  },
  {
    name: 'markup in the path',
    server: 'site',
    method: 'GET',
    path: '/about-us/%3Cscript%3Ealert(1)%3C%2Fscript%3E/',
    statuses: [404],
    check: 'no-reflection',
  },
  {
    name: 'build files through an encoded traversal',
    server: 'site',
    method: 'GET',
    path: '/_next/static/..%2f..%2fpackage.json',
    statuses: [404],
  },
  {
    name: 'image optimiser asked for another host',
    server: 'site',
    method: 'GET',
    path: '/_next/image/?url=https%3A%2F%2Fevil.example%2Fx.png&w=640&q=75',
    statuses: [400],
  },
  {
    name: 'image optimiser asked for a local file',
    server: 'site',
    method: 'GET',
    path: '/_next/image/?url=%2F..%2F..%2Fetc%2Fpasswd&w=640&q=75',
    statuses: [400],
  },
  {
    name: 'image optimiser asked for a picture that does not exist',
    server: 'site',
    method: 'GET',
    path: '/_next/image/?url=%2Fnope.png&w=640&q=75',
    statuses: [400],
  },
  { name: 'environment file', server: 'site', method: 'GET', path: '/.env', statuses: [404] },
  ...uploadsTraversals('site', 'package.json'),
  {
    name: 'uploads through a raw dot-dot',
    server: 'site',
    method: 'GET',
    path: '/wp-content/uploads/../../package.json',
    raw: 'GET /wp-content/uploads/../../package.json HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    statuses: [400, 404],
  },
  {
    name: 'image optimiser asked for an upload through a traversal',
    server: 'site',
    method: 'GET',
    path: '/_next/image/?url=%2Fwp-content%2Fuploads%2F..%2F..%2Fpackage.json&w=640&q=75',
    statuses: [400],
  },
  // The content server.
  {
    name: 'GraphQL with malformed JSON',
    server: 'cms',
    method: 'POST',
    path: '/graphql',
    body: '{"query": "{ posts ',
    statuses: [400],
  },
  { name: 'GraphQL body of 3 MB', server: 'cms', method: 'POST', path: '/graphql', body: OVERSIZED, statuses: [413] },
  {
    name: 'GraphQL body of JSON nested 100,000 deep',
    server: 'cms',
    method: 'POST',
    path: '/graphql',
    body: NESTED,
    statuses: [400],
  },
  {
    name: 'GraphQL query 20 levels deep',
    server: 'cms',
    method: 'POST',
    path: '/graphql',
    body: JSON.stringify({
      query: `{ menuItems { nodes { ${'childItems { nodes { '.repeat(9)}id${' } }'.repeat(9)} } } }`,
    }),
    statuses: [200],
    check: 'graphql-error',
  },
  {
    name: 'GraphQL form submission without the token',
    server: 'cms',
    method: 'POST',
    path: '/graphql',
    body: JSON.stringify({
      query: 'mutation { submitGfForm(input: { id: 1, fieldValues: [{ id: 1, value: "x" }] }) { errors { message } } }',
    }),
    statuses: [200],
    check: 'graphql-error',
  },
  { name: 'GraphQL by PUT', server: 'cms', method: 'PUT', path: '/graphql', body: '{}', statuses: [405] },
  ...uploadsTraversals('cms', 'src/server.ts'),
];
