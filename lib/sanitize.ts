import { getImageProps } from 'next/image';
import sanitizeHtml from 'sanitize-html';
import { toSitePath } from '@/lib/cms/reshape';
import { designTokens } from '@/lib/design-tokens';
import { isOptimisedRemote } from '@/lib/media-origins';
import { isSiteUpload, siteSrcset, siteUploadUrl } from '@/lib/uploads/urls';
import { resizedWidth, transformBlocks } from './content-blocks';
import { optimisedImageProps } from './image-sources';

const ALLOWED_TAGS = sanitizeHtml.defaults.allowedTags.concat([
  'img',
  'figure',
  'figcaption',
  'picture',
  'source',
  'audio',
  'video',
  'iframe',
  'h1',
  'h2',
  'details',
  'summary',
]);

export interface SanitizeOptions {
  /** The content system's URL: links to its pages and uploads become the site's own paths. */
  cmsOrigin?: string;
  /**
   * Other hosts whose pictures the image optimiser serves (lib/media-origins.ts optimisedOrigins of
   * MEDIA_ORIGINS). A picture on any other host is shown as it is.
   */
  optimisedOrigins?: readonly string[];
}

/*
 * The inline styles WordPress saves for block layout, and nothing else: spacer height, column width, cover
 * height and focal point, custom hex colours of groups, covers and their overlay, media & text's column split,
 * and an image's resized width. Each value must match its pattern exactly (no url(), no expressions, no
 * other properties); a declaration that does not is dropped.
 */
const LENGTH = /^\d{1,4}(?:\.\d{1,4})?(?:px|rem|em|vh|svh|dvh|%)$/;
const HEX_COLOUR = /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i;
/*
 * A cover's or a media & text block's picture when WordPress draws it as a background (fixed or repeated covers,
 * media & text's "crop image to fill"): one http(s) or uploads URL, with nothing in it that could end the
 * url() or the declaration. What it loads is bound by the policy's img-src like any picture.
 */
const BACKGROUND_IMAGE = /^url\((?:https?:\/\/|\/wp-content\/uploads\/)[^\s"'()\\;]+\)$/i;
const BACKGROUND = {
  'background-image': [BACKGROUND_IMAGE],
  'background-position': [/^\d{1,3}(?:\.\d{1,4})?% \d{1,3}(?:\.\d{1,4})?%$/],
};
/** The highlight format's "no background" (`<mark style="background-color:rgba(0, 0, 0, 0)">`). */
const CLEAR = /^rgba\(\s*0,\s*0,\s*0,\s*0\s*\)$/;
const COLOURS = { 'background-color': [HEX_COLOUR, CLEAR], color: [HEX_COLOUR] };
/**
 * A custom font size (not one of the presets): a plain length, within reason, or the fluid size WordPress writes
 * for it (`clamp(15.747px, 0.984rem + ((1vw - 3.2px) * 0.938), 22px)`): numbers, lengths and arithmetic only.
 */
const FONT_SIZE = {
  'font-size': [
    /^\d{1,3}(?:\.\d{1,4})?(?:px|rem|em)$/,
    /^clamp\((?:\d{1,4}(?:\.\d{1,4})?(?:px|rem|em|vw)?|[ ,+\-*/()]){1,120}\)$/,
  ],
};
/**
 * An editor's padding or margin: one of the site's spacing steps as WordPress saves it
 * (`var(--wp--preset--spacing--m)`, drawn by app/globals.css), on each side. Any other length is not a step of the
 * site's (the editor offers none: wordpress/altitude-headless/design-tokens.json) and is dropped.
 */
const SPACING_STEP = designTokens.settings.spacing.spacingSizes.map(
  ({ slug }) => new RegExp(`^var\\(--wp--preset--spacing--${slug}\\)$`),
);
const SPACING = Object.fromEntries(
  ['padding', 'margin'].flatMap((box) =>
    ['top', 'right', 'bottom', 'left'].map((side) => [`${box}-${side}`, SPACING_STEP]),
  ),
);
const TEXT_STYLES = { ...COLOURS, ...FONT_SIZE, ...SPACING };
/** A button's own border: its colour, width and corners (0 is square, a large radius a pill). */
const BUTTON_STYLES = {
  ...TEXT_STYLES,
  'border-color': [HEX_COLOUR],
  'border-width': [/^\d{1,2}(?:\.\d{1,4})?px$/],
  ...Object.fromEntries(
    ['', 'top-left-', 'top-right-', 'bottom-left-', 'bottom-right-'].map((corner) => [
      `border-${corner}radius`,
      [/^\d{1,4}(?:\.\d{1,4})?(?:px|rem|em|%)$/],
    ]),
  ),
};
const BLOCK_STYLES = {
  ...TEXT_STYLES,
  height: [LENGTH],
  'min-height': [LENGTH],
  'flex-basis': [/^\d{1,3}(?:\.\d{1,4})?%$/, /^\d{1,4}(?:\.\d{1,4})?(?:px|rem|em)$/],
  'grid-template-columns': [/^\d{1,3}(?:\.\d{1,4})?% auto$/, /^auto \d{1,3}(?:\.\d{1,4})?%$/],
};
const ALLOWED_STYLES = {
  div: { ...BLOCK_STYLES, ...BACKGROUND },
  section: COLOURS,
  aside: COLOURS,
  header: COLOURS,
  footer: COLOURS,
  article: COLOURS,
  main: COLOURS,
  // A classic caption ([caption]) is as wide as its picture.
  figure: { ...COLOURS, ...BACKGROUND, ...SPACING, width: [/^\d{1,4}px$/] },
  span: TEXT_STYLES,
  mark: TEXT_STYLES,
  a: BUTTON_STYLES,
  p: TEXT_STYLES,
  h1: TEXT_STYLES,
  h2: TEXT_STYLES,
  h3: TEXT_STYLES,
  h4: TEXT_STYLES,
  h5: TEXT_STYLES,
  h6: TEXT_STYLES,
  li: TEXT_STYLES,
  ul: TEXT_STYLES,
  ol: TEXT_STYLES,
  blockquote: TEXT_STYLES,
  pre: TEXT_STYLES,
  img: {
    'object-position': [/^\d{1,3}(?:\.\d{1,4})?% \d{1,3}(?:\.\d{1,4})?%$/],
    width: [/^\d{1,4}(?:\.\d{1,4})?px$/, /^auto$/],
    height: [/^\d{1,4}(?:\.\d{1,4})?px$/, /^auto$/],
  },
};
const STYLED_TAGS = Object.keys(ALLOWED_STYLES);

function sameOrigin(url: string, origin: string | undefined): URL | undefined {
  if (!origin) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(origin).origin ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** WordPress's own files other than uploads (admin, scripts, plugins) stay with the content system. */
const isWordPressFile = (pathname: string) => /^\/wp-(?:content|admin|includes|json)\//.test(pathname);

/*
 * What WordPress renders for a visitor of its own theme that a public site reading it cannot offer: the login/out
 * block, the comment form and its reply links, and a query loop's or comments' page links (built while
 * answering the GraphQL request, so they lead to `/graphql?query-1-page=2`). Each goes whole, words included.
 */
const WORDPRESS_ONLY_BLOCKS = new Set([
  'wp-block-loginout',
  'wp-block-post-comments-form',
  'comment-respond',
  'wp-block-comment-reply-link',
  'comment-reply-link',
  'wp-block-query-pagination',
  'wp-block-comments-pagination',
]);

/** WordPress's own scripts a visitor of the site can never use: its admin, login, sign-up, comments and XML-RPC. */
const WORDPRESS_ONLY_PATH =
  /^\/(?:wp-admin(?:\/|$)|wp-(?:login|signup|activate|comments-post|trackback|cron)\.php$|xmlrpc\.php$)/;
/** Query arguments only WordPress's own pages answer: a comment reply, a query loop's or the comments' page. */
const WORDPRESS_ONLY_QUERY = /^(?:replytocom|cpage|query-\d+-page)$/;

/**
 * A link into WordPress itself (its admin, login, GraphQL endpoint, XML-RPC, a comment reply or a query loop's
 * page), on the content system's host or written as a path: there is nothing there for a visitor of the site.
 * A link to another host is that host's business.
 */
function isWordPressOnly(href: string, cmsOrigin: string | undefined): boolean {
  // A link within the page (`#top`) stays on the page it is on, wherever WordPress rendered it.
  if (href.trim() === '' || href.trim().startsWith('#')) return false;
  const base = cmsOrigin ? new URL(cmsOrigin) : new URL('http://content.invalid/graphql');
  let url: URL;
  try {
    url = new URL(href.trim(), base);
  } catch {
    return false;
  }
  if (url.host !== base.host) return false;
  const endpoint = cmsOrigin ? base.pathname.replace(/\/+$/, '') || '/graphql' : '/graphql';
  if (url.pathname.replace(/\/+$/, '') === endpoint || WORDPRESS_ONLY_PATH.test(url.pathname)) return true;
  return [...url.searchParams.keys()].some((key) => WORDPRESS_ONLY_QUERY.test(key));
}

/** A content link as the site serves it: the content system's pages and uploads become site paths. */
function siteHref(href: string, cmsOrigin: string | undefined): string {
  const upload = siteUploadUrl(href, cmsOrigin);
  if (upload !== href) return upload;
  const parsed = sameOrigin(href, cmsOrigin);
  if (!parsed || isWordPressFile(parsed.pathname)) return href;
  return toSitePath(href, cmsOrigin);
}

/** The blocks WordPress draws a picture as a background of: covers and media & text's media column. */
const BACKGROUND_BLOCKS =
  /(?:^|\s)(?:wp-block-cover|wp-block-cover__image-background|wp-block-media-text__media)(?:\s|$)/;

/**
 * A background picture stays only on the blocks that draw one (any other element loses its background-image);
 * its URL on the content system becomes the site's own upload.
 */
function siteBackground(attribs: Record<string, string>, cmsOrigin: string | undefined): Record<string, string> {
  if (!attribs.style || !/url\(/i.test(attribs.style)) return attribs;
  if (!BACKGROUND_BLOCKS.test(attribs.class ?? '')) {
    return { ...attribs, style: attribs.style.replace(/background-image\s*:[^;]*;?/gi, '') };
  }
  const style = attribs.style.replace(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi, (_match, _quote, url: string) => {
    return `url(${siteUploadUrl(url.trim(), cmsOrigin)})`;
  });
  return { ...attribs, style };
}

/** Media elements' URLs (src, srcset, poster) on the content system become the site's own uploads. */
function siteMedia(attribs: Record<string, string>, cmsOrigin: string | undefined): Record<string, string> {
  const next = { ...attribs };
  for (const name of ['src', 'poster'] as const) {
    if (next[name]) next[name] = siteUploadUrl(next[name], cmsOrigin);
  }
  if (next.srcset) next.srcset = siteSrcset(next.srcset, cmsOrigin);
  return next;
}

/**
 * An uploaded image, or one on a host of MEDIA_ORIGINS, with known dimensions goes through the Next.js image
 * optimiser with the sources `getImageProps` gives (as components/cards/cms-image.tsx does): the optimiser's
 * widths for the column it fills (none wider than the file), and lazy loading unless the editor asked otherwise.
 * Width and height stay, so the browser reserves its space (no layout shift).
 */
function optimiseImage(attribs: Record<string, string>, optimisedOrigins: readonly string[]): Record<string, string> {
  const src = attribs.src ?? '';
  const width = Number(attribs.width);
  // The optimiser refuses SVG (it could carry script); a vector picture needs no widths anyway.
  const vector = /\.svg$/i.test(src.split(/[?#]/, 1)[0]!);
  const optimisable = isSiteUpload(src) || isOptimisedRemote(src, optimisedOrigins);
  if (!optimisable || vector || !Number.isInteger(width) || width <= 0) return attribs;
  const next: Record<string, string> = { ...attribs, decoding: 'async' };
  next.loading ??= 'lazy';
  // A picture the editor resized shows at that width everywhere: one source for each pixel density (1×, 2×).
  const resized = resizedWidth(attribs.style);
  if (resized && resized < width) {
    const { props } = getImageProps({ src, width: resized, height: resized, alt: '' });
    delete next.sizes;
    return { ...next, src: props.src, ...(props.srcSet ? { srcset: props.srcSet } : {}) };
  }
  const sizes = `(min-width: 768px) min(${width}px, 68ch), 100vw`;
  // The height only shapes the box, which the element's own attributes already give: the sources need the width.
  const props = optimisedImageProps({ src, width, height: Number(attribs.height) || width, alt: '', sizes }, width);
  return { ...next, src: props.src, sizes, ...(props.srcSet ? { srcset: props.srcSet } : {}) };
}

/**
 * A cover's picture saved as a CSS background (a fixed or repeated background: `<div role="img"
 * style="background-image:url(…)">`) becomes the picture element the other covers hold, so it shows (the policy
 * keeps background URLs out of inline styles) and is decorative unless the editor named it (an empty role="img"
 * would be an unnamed image to assistive technology).
 */
function coverBackground(
  attribs: Record<string, string>,
  cmsOrigin: string | undefined,
  optimisedOrigins: readonly string[],
): { tagName: string; attribs: Record<string, string> } | undefined {
  if (!(attribs.class ?? '').split(/\s+/).includes('wp-block-cover__image-background')) return undefined;
  const style = attribs.style ?? '';
  const url = /background-image:\s*url\(\s*(['"]?)((?:https?:\/)?\/[^'")\s]+)\1\s*\)/i.exec(style)?.[2];
  if (!url) return undefined;
  const position = /background-position:\s*(\d{1,3}(?:\.\d{1,4})?% \d{1,3}(?:\.\d{1,4})?%)/.exec(style)?.[1];
  const image: Record<string, string> = {
    class: attribs.class!,
    src: url,
    alt: attribs['aria-label'] ?? '',
    ...(position ? { style: `object-position:${position}` } : {}),
  };
  return { tagName: 'img', attribs: optimiseImage(siteMedia(image, cmsOrigin), optimisedOrigins) };
}

/**
 * Content HTML from the content system as it may reach the page: scripts, event handlers, inline styles
 * other than block layout (above) and `javascript:` URLs removed; the markup editors use (blocks, classes,
 * figures, media) kept. Links to the content system's pages and its uploads (linked, or shown as pictures,
 * audio and video) become the site's own paths, and uploaded pictures are served optimised. Video embeds
 * become click-to-load placeholders and headings with an anchor link to themselves (lib/content-blocks.ts).
 */
export function sanitizeContent(html: string, options: SanitizeOptions = {}): string {
  return transformBlocks(sanitizeMarkup(html, options));
}

function sanitizeMarkup(html: string, options: SanitizeOptions): string {
  const { cmsOrigin, optimisedOrigins = [] } = options;
  const styled = Object.fromEntries(STYLED_TAGS.map((tag) => [tag, ['style']]));
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    // A form in the content (WordPress's search block, a plugin's form) cannot be sent from here: it goes whole,
    // words included, rather than leaving its label and button text behind as stray words. The site's own forms
    // come from Gravity Forms' definitions, never from the content's HTML.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'form'],
    allowedAttributes: {
      ...styled,
      '*': ['class', 'id', 'aria-label', 'aria-hidden', 'role', 'lang', 'title'],
      a: ['href', 'name', 'target', 'rel', 'style'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding', 'style'],
      source: ['src', 'srcset', 'type', 'media'],
      audio: ['src', 'controls', 'preload'],
      video: ['src', 'controls', 'preload', 'poster', 'width', 'height', 'muted', 'playsinline'],
      iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'title'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      ol: ['start', 'reversed'],
      details: ['open'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href', 'src', 'srcset', 'poster'],
    allowProtocolRelative: false,
    allowedStyles: ALLOWED_STYLES,
    // oEmbed writes youtube.com players; every video iframe becomes a click-to-load placeholder
    // (lib/content-blocks.ts) whose player comes from the privacy-enhanced hosts the policy allows.
    allowedIframeHostnames: ['www.youtube-nocookie.com', 'www.youtube.com', 'youtube.com', 'player.vimeo.com'],
    // WordPress-only blocks go whole; a link into WordPress itself keeps its words and loses its link.
    exclusiveFilter: (frame) => {
      const classes = (frame.attribs.class ?? '').split(/\s+/);
      if (classes.some((name) => WORDPRESS_ONLY_BLOCKS.has(name))) return true;
      if (frame.tag === 'a' && frame.attribs.href && isWordPressOnly(frame.attribs.href, cmsOrigin)) {
        return 'excludeTag';
      }
      return false;
    },
    transformTags: {
      div: (tagName, attribs) =>
        coverBackground(attribs, cmsOrigin, optimisedOrigins) ?? {
          tagName,
          attribs: siteBackground(attribs, cmsOrigin),
        },
      a: (tagName, attribs) => {
        if (attribs.target === '_blank') attribs.rel = 'noopener noreferrer';
        if (attribs.href) attribs.href = siteHref(attribs.href, cmsOrigin);
        return { tagName, attribs };
      },
      img: (tagName, attribs) => ({ tagName, attribs: optimiseImage(siteMedia(attribs, cmsOrigin), optimisedOrigins) }),
      figure: (tagName, attribs) => ({ tagName, attribs: siteBackground(attribs, cmsOrigin) }),
      source: (tagName, attribs) => ({ tagName, attribs: siteMedia(attribs, cmsOrigin) }),
      audio: (tagName, attribs) => ({ tagName, attribs: siteMedia(attribs, cmsOrigin) }),
      video: (tagName, attribs) => ({ tagName, attribs: siteMedia(attribs, cmsOrigin) }),
    },
  });
}
