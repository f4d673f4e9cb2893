/**
 * The site's Content Security Policy. Pages are cached and shared (ISR), so they cannot carry per-request
 * nonces; instead the policy of each HTML response lists the SHA-256 hashes of exactly the inline code
 * that response carries. Only inline scripts of the shapes Next.js itself writes are hashed (a data push
 * whose argument is plain JSON), plus the site's own fixed script loader (server/html/boot-scripts.ts), so a
 * script that slipped into a page any other way stays blocked.
 * Delete when Next.js hashes the inline scripts of cached pages itself: https://github.com/vercel/next.js/pull/98332.
 */
import { createHash } from 'node:crypto';
import { parseEnv } from '../../lib/env';
import { httpOrigin } from '../../lib/media-origins';
import { BOOT_LOADER } from '../html/boot-scripts';
import { isFrameworkScript, isFrameworkSequence } from '../html/flight-scripts';
import { DEVELOPMENT_BOOTSTRAP_SCRIPT } from '../../lib/next-internals.mjs';
import { findInlineContent, isExecutableType } from './inline-content';

/** Also the policy's test of a single inline script; it lives with the merging of runs of them. */
export { isFrameworkScript };

/** Where the site loads things from besides itself. */
export interface CspSources {
  /**
   * Hosts of content pictures and media besides the site that every page allows, e.g. a media CDN
   * (`MEDIA_ORIGINS`). Not the content system: its uploads are the site's own `/wp-content/uploads/…`
   * (lib/uploads), so its host never needs allowing and WordPress can stay private. A picture on any other host
   * is allowed by the policy of the page that carries it (PageHashes.pictureOrigins).
   */
  contentOrigins: string[];
  /** Origin of a configured bot-check script (NEXT_PUBLIC_RECAPTCHA_SCRIPT_URL), when it is not Google's. */
  botCheckScriptOrigin?: string;
  /** Adds `upgrade-insecure-requests` (only for a site served over https). */
  upgradeInsecureRequests?: boolean;
  /**
   * `npm run dev`: React's development build evaluates code for its debugging aids (stack traces that point at
   * the source), which needs `'unsafe-eval'`, and the error overlay writes inline styles. Never set in production.
   */
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
 * Audio and video over https from any host: a podcast's episodes usually live with its podcast host
 * (`https://media.example-podcasts.com/ep12.mp3`), and media cannot run script or change the page, so any host
 * carries little risk. Listing the hosts a page's own content names would not do: after a client-side
 * navigation the browser keeps the first page's policy, so an episode on a host the first page did not name
 * would not play.
 */
const MEDIA_HOSTS = ['https:'] as const;

/** Hash of the empty string: a `<style>` element created empty and filled through CSSOM (carousels do). */
const EMPTY_STYLE = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Inline code a page may run: Next.js's data pushes (one, or a run of them merged by server/html/flight-scripts.ts)
 * and the site's script loader, byte for byte; under the
 * development server (`npm run dev`) also its request-id script.
 */
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
  /**
   * The origins of the pictures the page itself loads from other hosts (content on a CDN or a former domain, a
   * featured picture kept elsewhere): what it shows, it may load. Pictures cannot run script.
   */
  pictureOrigins?: string[];
  /** Inline executable scripts that are not Next.js's own: not hashed, so the browser refuses them. */
  refusedScripts: string[];
}

const unique = (values: string[]) => [...new Set(values)];

/** At most this many picture origins in one policy (a header has to fit proxies' limits). */
export const MAX_PICTURE_ORIGINS = 64;

/** The distinct http(s) origins of a page's picture URLs; relative URLs are the page's own ('self'). */
function pictureOriginsOf(urls: string[]): string[] {
  const origins = unique(urls.map(httpOrigin).filter((origin): origin is string => origin !== undefined));
  return origins.slice(0, MAX_PICTURE_ORIGINS);
}

/** The hashes an HTML page needs, and the inline scripts it carries that the policy refuses. */
export function pageHashes(html: string, development = false): PageHashes {
  const inline = findInlineContent(html);
  const executable = inline.scripts.filter((script) => isExecutableType(script.type));
  const admitted = (text: string) => isAdmittedScript(text, development);
  return {
    scripts: unique(executable.filter((s) => admitted(s.text)).map((s) => cspHash(s.text))),
    refusedScripts: executable.filter((s) => !admitted(s.text)).map((s) => s.text),
    styles: unique(inline.styles.map(cspHash)),
    pictureOrigins: pictureOriginsOf(inline.pictures),
  };
}

const join = (directive: string, sources: readonly string[]) => [directive, ...unique([...sources])].join(' ');

/** The policy for a page with the given hashes (no hashes: a page without inline code). */
export function buildPolicy(sources: CspSources, hashes: Omit<PageHashes, 'refusedScripts'>): string {
  const content = sources.contentOrigins;
  const scriptOrigins = [...RECAPTCHA.scripts, ...(sources.botCheckScriptOrigin ? [sources.botCheckScriptOrigin] : [])];
  // The development server's error overlay writes its own styles at run time: inline styles are allowed there.
  const styleElements = sources.development ? ["'self'", "'unsafe-inline'"] : ["'self'", EMPTY_STYLE, ...hashes.styles];
  // Style attributes are allowed, not hashed: after a client-side navigation the browser keeps the first page's
  // policy, so hashes of one page's attributes cannot admit the next page's (an editor's column widths, the
  // hero's overlay). What they can carry is narrow: content keeps only the layout properties and strict values
  // lib/sanitize.ts allows (no url()), and anything a style could load is still bound by img-src and font-src.
  const styleAttributes = ["'unsafe-inline'"];
  const directives = [
    join('default-src', ["'self'"]),
    join('script-src', [
      "'self'",
      ...hashes.scripts,
      ...scriptOrigins,
      ...(sources.development ? ["'unsafe-eval'"] : []),
    ]),
    // Style elements: browsers with the -elem/-attr split read style-src for elements when there is no
    // style-src-elem (CSP Level 3), so the sources are written once (a page's policy rides in every document's
    // first round trip). Browsers without the split read it for attributes too: there the hashes keep
    // 'unsafe-inline' from applying, so style attributes are refused and the page stays readable without them.
    join('style-src', styleElements),
    join('style-src-attr', styleAttributes),
    join('img-src', [
      "'self'",
      'data:',
      'blob:',
      ...content,
      ...AVATAR_IMAGES,
      ...RECAPTCHA.images,
      ...(hashes.pictureOrigins ?? []),
    ]),
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

/** The policy for one HTML response: the fixed part plus the hashes of its own inline code. */
export function pagePolicy(html: string, sources: CspSources): { policy: string; refusedScripts: string[] } {
  const { refusedScripts, ...hashes } = pageHashes(html, sources.development);
  return { policy: buildPolicy(sources, hashes), refusedScripts };
}

/** For responses that are not pages (JSON, feeds, files): nothing may run or load, nobody may frame them. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The origin of a URL, or undefined when it is not an absolute http(s) URL. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The policy's sources from the environment the site runs with. */
export function cspSourcesFromEnv(source: Record<string, string | undefined> = process.env): CspSources {
  const contentOrigins = parseEnv(source).mediaOrigins;
  const scriptOrigin = originOf(source.NEXT_PUBLIC_RECAPTCHA_SCRIPT_URL?.trim());
  // Google's own hosts are already allowed by path (RECAPTCHA); allowing their whole origin would widen that.
  const googleHosts = ['https://www.google.com', 'https://www.gstatic.com'];
  const siteUrl = source.SITE_URL?.trim();
  return {
    contentOrigins,
    botCheckScriptOrigin: scriptOrigin && !googleHosts.includes(scriptOrigin) ? scriptOrigin : undefined,
    upgradeInsecureRequests: Boolean(siteUrl?.startsWith('https://')),
  };
}
