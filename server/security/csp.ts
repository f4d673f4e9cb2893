/**
 * The site's Content Security Policy, set by the site server on every response (./pipeline.ts). Pages are cached
 * and shared, so they cannot carry per-request nonces: each page's policy lists the SHA-256 hashes of exactly the
 * inline code it carries, and only scripts of the shapes Next.js writes (../html/flight-scripts.ts) and the
 * site's fixed loader (../html/boot-scripts.ts) are hashed, so a script that slipped in any other way stays
 * blocked. Delete when Next.js hashes the inline scripts of cached pages itself:
 * https://github.com/vercel/next.js/pull/98332.
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { parseEnv } from '../../lib/env';
import { httpOrigin } from '../../lib/media-origins';
import { DEVELOPMENT_BOOTSTRAP_SCRIPT } from '../../lib/next-internals.mjs';
import { BOOT_LOADER } from '../html/boot-scripts';
import { isFrameworkScript, isFrameworkSequence } from '../html/flight-scripts';
import { findInlineContent, isExecutableType } from './inline-content';

/** Where the site loads things from besides itself. */
export interface CspSources {
  /**
   * Hosts of pictures and media every page allows, a media CDN (`MEDIA_ORIGINS`); not WordPress, whose uploads are
   * the site's own `/wp-content/uploads/…`. Other pictures: the policy of the page that carries them.
   */
  contentOrigins: string[];
  /** Origin of a configured bot-check script (NEXT_PUBLIC_RECAPTCHA_SCRIPT_URL), when it is not Google's. */
  botCheckScriptOrigin?: string;
  /** Adds `upgrade-insecure-requests` (only for a site served over https). */
  upgradeInsecureRequests?: boolean;
  /** `npm run dev`: React's development build needs `'unsafe-eval'`, its error overlay inline styles. */
  development?: boolean;
}

/** Google reCAPTCHA v3: its loader, the scripts it pulls in, and its invisible frame. */
const RECAPTCHA = {
  scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  images: ['https://www.gstatic.com/recaptcha/'],
} as const;

/** Video players a content video placeholder loads when the visitor presses play (lib/content-blocks.ts). */
const EMBED_FRAMES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/** WordPress author avatars. */
const AVATAR_IMAGES = ['https://secure.gravatar.com', 'https://*.gravatar.com'] as const;

/**
 * Audio and video over https from any host (a podcast's episodes live with its host; media cannot run script).
 * Hosts a page names would not do: after a client-side navigation the browser keeps the first page's policy.
 */
const MEDIA_HOSTS = ['https:'] as const;

/** Hash of the empty string: a `<style>` element created empty and filled through CSSOM (carousels do). */
const EMPTY_STYLE = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Next.js's data pushes (one, or a merged run), the site's loader, and under `npm run dev` its request-id script. */
function isAdmittedScript(text: string, development = false): boolean {
  return (
    text === BOOT_LOADER ||
    isFrameworkScript(text) ||
    isFrameworkSequence(text) ||
    (development && DEVELOPMENT_BOOTSTRAP_SCRIPT.test(text))
  );
}

export interface PageHashes {
  scripts: string[];
  styles: string[];
  /** The origins of pictures the page itself loads from other hosts: what it shows, it may load. */
  pictureOrigins?: string[];
  /** Inline executable scripts that are not admitted: not hashed, so the browser refuses them. */
  refusedScripts: string[];
}

const unique = (values: string[]) => [...new Set(values)];

/** At most this many picture origins in one policy (a header has to fit proxies' limits). */
export const MAX_PICTURE_ORIGINS = 64;

export function pageHashes(html: string, development = false): PageHashes {
  const inline = findInlineContent(html);
  const executable = inline.scripts.filter((script) => isExecutableType(script.type));
  const admitted = (text: string) => isAdmittedScript(text, development);
  // Relative URLs are the page's own ('self').
  const pictureOrigins = inline.pictures.map(httpOrigin).filter((o): o is string => o !== undefined);
  return {
    scripts: unique(executable.filter((s) => admitted(s.text)).map((s) => cspHash(s.text))),
    refusedScripts: executable.filter((s) => !admitted(s.text)).map((s) => s.text),
    styles: unique(inline.styles.map(cspHash)),
    pictureOrigins: unique(pictureOrigins).slice(0, MAX_PICTURE_ORIGINS),
  };
}

const join = (directive: string, sources: readonly string[]) => [directive, ...unique([...sources])].join(' ');

/** The policy for a page with the given hashes (no hashes: a page without inline code). */
export function buildPolicy(sources: CspSources, hashes: Omit<PageHashes, 'refusedScripts'>): string {
  const content = sources.contentOrigins;
  const scriptOrigins = [...RECAPTCHA.scripts, ...(sources.botCheckScriptOrigin ? [sources.botCheckScriptOrigin] : [])];
  const styleElements = sources.development ? ["'self'", "'unsafe-inline'"] : ["'self'", EMPTY_STYLE, ...hashes.styles];
  const evaluation = sources.development ? ["'unsafe-eval'"] : [];
  const pictures = [...content, ...AVATAR_IMAGES, ...RECAPTCHA.images, ...(hashes.pictureOrigins ?? [])];
  const directives = [
    join('default-src', ["'self'"]),
    join('script-src', ["'self'", ...hashes.scripts, ...scriptOrigins, ...evaluation]),
    // Browsers with the -elem/-attr split read style-src for elements (so the hashes are written once); those
    // without it read it for attributes too, where the hashes disable 'unsafe-inline' and the page stays readable.
    join('style-src', styleElements),
    // Attributes are allowed, not hashed: after a client-side navigation the first page's policy must admit the
    // next page's attributes. Content keeps only the layout properties lib/sanitize.ts allows (no url()).
    join('style-src-attr', ["'unsafe-inline'"]),
    join('img-src', ["'self'", 'data:', 'blob:', ...pictures]),
    join('media-src', ["'self'", ...MEDIA_HOSTS, ...content]),
    join('font-src', ["'self'"]),
    join('connect-src', ["'self'", ...scriptOrigins]),
    join('frame-src', [...EMBED_FRAMES, ...RECAPTCHA.frames]),
    join('worker-src', ["'self'", 'blob:']),
    join('manifest-src', ["'self'"]),
    join('object-src', ["'none'"]),
    join('base-uri', ["'self'"]),
    join('form-action', ["'self'"]),
    join('frame-ancestors', ["'none'"]),
  ];
  if (sources.upgradeInsecureRequests) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export interface DocumentPolicy {
  policy: string;
  /** Inline scripts the page carries that the policy refuses (they would not run). */
  refusedScripts: string[];
}

/** The policy for one HTML response: the fixed part plus the hashes of its own inline code. */
export function pagePolicy(html: string, sources: CspSources): DocumentPolicy {
  const { refusedScripts, ...hashes } = pageHashes(html, sources.development);
  return { policy: buildPolicy(sources, hashes), refusedScripts };
}

/** `pagePolicy`, failing closed: the base policy (no inline code runs) when the page cannot be read. */
export function documentPolicy(html: string, sources: CspSources): DocumentPolicy {
  try {
    return pagePolicy(html, sources);
  } catch (error) {
    console.error('csp: could not hash the page; it is sent with the base policy', error);
    return { policy: pagePolicy('', sources).policy, refusedScripts: [] };
  }
}

/** `documentPolicy` for a page at `url`, warning once per address and script about the scripts it refuses. */
export function reportingPolicy(sources: CspSources): (url: string, html: string) => DocumentPolicy {
  const reported = new Set<string>();
  return (url, html) => {
    const policy = documentPolicy(html, sources);
    for (const script of policy.refusedScripts) {
      const key = `${url}\n${script.slice(0, 200)}`;
      if (reported.has(key) || reported.size > 1000) continue;
      reported.add(key);
      console.warn(`csp: ${url} carries an inline script the policy refuses: ${script.slice(0, 120)}`);
    }
    return policy;
  };
}

const CSP_HEADER = 'Content-Security-Policy';

export function setDocumentPolicy(res: ServerResponse, { policy }: DocumentPolicy): void {
  res.setHeader(CSP_HEADER, policy);
}

/** For responses that are not pages (JSON, feeds, files): nothing may run or load, nobody may frame them. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The non-document policy on any other response with a body and no policy of its own (the optimiser's for SVG).
 * A 304 or HEAD answer carries none: the browser would merge it into the cached page it belongs to.
 */
export function setNonDocumentPolicy(res: ServerResponse, method: string | undefined): void {
  if (!hasBody(method, res) || res.hasHeader(CSP_HEADER) || isHtml(res.getHeader('content-type'))) return;
  res.setHeader(CSP_HEADER, NON_DOCUMENT_POLICY);
}

export const hasBody = (method: string | undefined, res: ServerResponse) =>
  method !== 'HEAD' && res.statusCode !== 304 && res.statusCode !== 204;

export function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^\s*text\/html\b/i.test(contentType);
}

/** The policy's sources from the environment the site runs with. */
export function cspSourcesFromEnv(source: Record<string, string | undefined> = process.env): CspSources {
  const script = source.NEXT_PUBLIC_RECAPTCHA_SCRIPT_URL;
  const scriptOrigin = script ? httpOrigin(script) : undefined;
  // Google's own hosts are already allowed by path (RECAPTCHA); allowing their whole origin would widen that.
  const google = ['https://www.google.com', 'https://www.gstatic.com'];
  return {
    contentOrigins: parseEnv(source).mediaOrigins,
    botCheckScriptOrigin: scriptOrigin && !google.includes(scriptOrigin) ? scriptOrigin : undefined,
    upgradeInsecureRequests: Boolean(source.SITE_URL?.trim().startsWith('https://')),
  };
}

/**
 * The preview beside the block editor (docs/wordpress.md) may be framed by the WordPress admin's origin and by
 * nothing else: the preview link's answer (`/api/preview/`) and the preview pages (`/_preview/<id>/`).
 */
export const isPreviewPath = (pathname: string): boolean => /^\/(?:api\/preview\/?|_preview\/.*)$/.test(pathname);

/** `WORDPRESS_ADMIN_URL`, else the origin of `WORDPRESS_GRAPHQL_URL`; undefined with neither (previews refuse frames). */
export function wordpressAdminOrigin(source: Record<string, string | undefined> = process.env): string | undefined {
  for (const value of [source.WORDPRESS_ADMIN_URL, source.WORDPRESS_GRAPHQL_URL]) {
    const origin = value ? httpOrigin(value) : undefined;
    if (origin) return origin;
  }
  return undefined;
}

/** `frame-ancestors 'none'` becomes `origin`, and `X-Frame-Options` goes. An answer without a policy stays as it is. */
export function allowFramingBy(res: ServerResponse, origin: string): void {
  const policy = res.getHeader(CSP_HEADER);
  if (typeof policy !== 'string') return;
  res.setHeader(CSP_HEADER, policy.replace(/frame-ancestors 'none'/, `frame-ancestors ${origin}`));
  res.removeHeader('X-Frame-Options');
}
