/**
 * The block markup the site draws differently from how it is saved, applied to content that is already
 * sanitised (lib/sanitize.ts): video embeds become a click-to-load placeholder, headings with an anchor get a
 * link to themselves, a bare URL in an embed of another provider becomes a link, a table's figure and a code,
 * verse or preformatted block can take keyboard focus (they scroll within themselves), an unnamed role="img" is
 * left as decoration, a link holding only an unnamed picture gets a name, an e-mail address in a link's words
 * breaks only after its @ and dots, and headings and pull quotes get typographer's quotes (lib/typography.ts) in
 * their text, never in attributes or code. Done on a parsed document
 * (htmlparser2, the parser sanitize-html itself uses), never by rewriting text; sanitize-html's transformTags
 * cannot do it because it only renames a tag or changes its attributes, not its children.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { curlyQuotes } from './typography';

type Document = ReturnType<typeof parseDocument>;
type Node = Document['children'][number];
type Element = Extract<Node, { attribs: Record<string, string> }>;

type VideoProvider = 'youtube' | 'vimeo';

export interface Video {
  provider: VideoProvider;
  /** The player address the placeholder loads when the visitor asks for it (privacy-enhanced hosts only). */
  embedUrl: string;
  /** The video's page at its provider: what a visitor without JavaScript follows. */
  watchUrl: string;
}

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[\da-f]{6,20}$/i;

/**
 * The YouTube or Vimeo video a URL names, in any of the forms editors paste and oEmbed writes: a watch page,
 * a short link, an embed or player address, with or without the privacy-enhanced host. Anything else is not a
 * video the site embeds.
 */
export function videoFromUrl(raw: string): Video | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase().replace(/^(?:www|m)\./, '');
  const segments = url.pathname.split('/').filter(Boolean);

  let youtubeId: string | undefined;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') youtubeId = url.searchParams.get('v') ?? undefined;
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) youtubeId = segments[1];
  } else if (host === 'youtu.be') {
    youtubeId = segments[0];
  }
  if (youtubeId !== undefined) {
    // `videoseries` is a playlist player, not a video.
    if (!YOUTUBE_ID.test(youtubeId) || youtubeId === 'videoseries') return undefined;
    const start = Number.parseInt(url.searchParams.get('start') ?? url.searchParams.get('t') ?? '', 10);
    const from = Number.isInteger(start) && start > 0 ? `&start=${start}` : '';
    return {
      provider: 'youtube',
      embedUrl: `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1${from}`,
      watchUrl: `https://www.youtube.com/watch?v=${youtubeId}${from.replace('&start=', '&t=')}`,
    };
  }

  let vimeoId: string | undefined;
  let hash = url.searchParams.get('h') ?? undefined;
  if (host === 'vimeo.com') {
    vimeoId = segments[0];
    hash ??= segments[1];
  } else if (host === 'player.vimeo.com' && segments[0] === 'video') {
    vimeoId = segments[1];
  }
  if (vimeoId === undefined || !VIMEO_ID.test(vimeoId)) return undefined;
  const unlisted = hash && VIMEO_HASH.test(hash) ? hash : undefined;
  return {
    provider: 'vimeo',
    embedUrl: `https://player.vimeo.com/video/${vimeoId}?dnt=1&autoplay=1${unlisted ? `&h=${unlisted}` : ''}`,
    watchUrl: `https://vimeo.com/${vimeoId}${unlisted ? `/${unlisted}` : ''}`,
  };
}

const PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Nodes from a fragment of markup this module writes itself (every value in it escaped). */
function fragment(html: string): Node[] {
  const { children } = parseDocument(html);
  for (const child of children) child.parent = null;
  return children;
}

/**
 * The placeholder drawn instead of a video player. Without JavaScript it is a link to the video at its
 * provider; components/shell/embed-facade.ts turns the link into a "Play video" button that loads the player.
 */
function videoFacade(video: Video, title: string): string {
  const name = title.trim();
  const label = `Watch on ${PROVIDER_NAMES[video.provider]}${name ? `: ${name}` : ''}`;
  return (
    `<div class="embed-facade" data-embed-provider="${video.provider}" data-embed-src="${escapeAttribute(video.embedUrl)}"` +
    ` data-embed-title="${escapeAttribute(name)}">` +
    `<a class="embed-facade__play" href="${escapeAttribute(video.watchUrl)}">` +
    `<span class="embed-facade__icon" aria-hidden="true"></span>` +
    `<span class="embed-facade__label">${escapeText(label)}</span></a></div>`
  );
}

const hasClass = (element: Element, name: string) => (element.attribs.class ?? '').split(/\s+/).includes(name);
const elements = (nodes: Node[], test: (element: Element) => boolean): Element[] =>
  DomUtils.findAll((element) => test(element as Element), nodes) as Element[];

function replaceChildren(parent: Element, nodes: Node[]) {
  for (const child of [...parent.children]) DomUtils.removeElement(child);
  for (const node of nodes) DomUtils.appendChild(parent, node);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * An e-mail address in a link's words may break only after its @ and its dots: a <wbr> follows each, so a narrow
 * card wraps "hello@ / altitudemarketing.example" instead of splitting a word. True when the link changed.
 */
function breakAddresses(link: Element): boolean {
  let changed = false;
  for (const text of DomUtils.filter((node) => node.type === 'text', link.children, true)) {
    const data = (text as Extract<Node, { data: string }>).data;
    if (!/[^\s@]@[^\s@]/.test(data)) continue;
    const marked = data.replace(/[&<>]/g, (character) => ESCAPES[character]!).replace(/([@.])(?=[^\s.@])/g, '$1<wbr>');
    for (const node of [...parseDocument(marked).children]) DomUtils.prepend(text, node);
    DomUtils.removeElement(text);
    changed = true;
  }
  return changed;
}

/** A video embed saved by the block editor: the URL as text in its wrapper, or the player oEmbed wrote. */
function transformEmbed(figure: Element): boolean {
  const wrapper = elements(figure.children, (el) => hasClass(el, 'wp-block-embed__wrapper'))[0];
  if (!wrapper) return false;
  const iframe = elements(wrapper.children, (el) => el.name === 'iframe')[0];
  const source = iframe ? (iframe.attribs.src ?? '') : DomUtils.textContent(wrapper).trim();
  const caption = elements(figure.children, (el) => el.name === 'figcaption')[0];
  const video = videoFromUrl(source);
  if (!video) {
    // Another provider (or a URL the site does not embed): its address as a link, not as bare text.
    if (iframe || !/^https?:\/\/\S+$/.test(source)) return false;
    replaceChildren(wrapper, fragment(`<a href="${escapeAttribute(source)}">${escapeText(source)}</a>`));
    return true;
  }
  const title = (caption ? DomUtils.textContent(caption) : '') || iframe?.attribs.title || '';
  replaceChildren(wrapper, fragment(videoFacade(video, title.replace(/\s+/g, ' '))));
  return true;
}

/** A player iframe outside an embed block (pasted HTML): the same placeholder, or a link when it is no video. */
function transformIframe(iframe: Element) {
  const source = iframe.attribs.src ?? '';
  const video = videoFromUrl(source);
  const replacement = video
    ? fragment(videoFacade(video, iframe.attribs.title ?? ''))
    : /^https:\/\//.test(source)
      ? fragment(`<a href="${escapeAttribute(source)}">${escapeText(iframe.attribs.title || source)}</a>`)
      : [];
  for (const node of replacement) DomUtils.prepend(iframe, node);
  DomUtils.removeElement(iframe);
}

/** The width in CSS pixels an editor resized a picture to (`style="width:64px"`); undefined if not resized. */
export function resizedWidth(style: string | undefined): number | undefined {
  const resized = /(?:^|;)\s*width:\s*(\d+(?:\.\d+)?)px/.exec(style ?? '');
  return resized ? Math.ceil(Number(resized[1])) : undefined;
}

/** The `sizes` of a picture in a wide or full-width block, a cover or a gallery; undefined elsewhere. */
function displayedSizes(image: Element): string | undefined {
  // A picture the editor resized shows at its own width.
  const resized = resizedWidth(image.attribs.style);
  if (resized) return `${resized}px`;
  for (let parent = image.parent; parent && 'attribs' in parent; parent = parent.parent) {
    const block = parent as Element;
    if (hasClass(block, 'alignfull') || hasClass(block, 'wp-block-cover')) return '100vw';
    if (hasClass(block, 'wp-block-gallery')) return '(min-width: 600px) 34vw, 50vw';
    if (hasClass(block, 'alignwide')) return '(min-width: 1240px) 1192px, 100vw';
  }
  return undefined;
}

const HEADING = /^h[1-6]$/;
/** Elements whose text is code, kept as written. */
const CODE = /^(code|kbd|samp|pre|var|script|style)$/;

/** Curls the straight quotes of `element`'s text, outside code, carrying the character before across markup. */
function curlDisplayQuotes(element: Element): boolean {
  let before = '';
  let changed = false;
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        const curled = curlyQuotes(node.data, before);
        if (curled !== node.data) {
          node.data = curled;
          changed = true;
        }
        if (curled) before = curled;
      } else if ('attribs' in node && !CODE.test(node.name)) {
        walk(node.children);
      }
    }
  };
  walk(element.children);
  return changed;
}

const hasName = (element: Element) => Boolean(element.attribs['aria-label']?.trim() || element.attribs.title?.trim());

const IMAGE_FILE = /\.(?:avif|gif|jpe?g|png|webp|svg)$/i;

/**
 * What a link that shows only an unnamed picture is called: the full-size picture when it leads to the picture's
 * file, else the first heading or paragraph of the media & text block it illustrates, else its address in words.
 */
function linkName(link: Element): string {
  const href = link.attribs.href ?? '';
  let pathname = href;
  try {
    pathname = new URL(href, 'http://site.invalid').pathname;
  } catch {
    // Named from the raw text below.
  }
  if (IMAGE_FILE.test(pathname)) return 'View the full-size picture';
  for (let parent = link.parent; parent && 'attribs' in parent; parent = parent.parent) {
    const block = parent as Element;
    if (!hasClass(block, 'wp-block-media-text')) continue;
    const content = elements(block.children, (el) => hasClass(el, 'wp-block-media-text__content'))[0];
    const text = (el: Element) => DomUtils.textContent(el).replace(/\s+/g, ' ').trim();
    const first = content && elements(content.children, (el) => /^(?:h[1-6]|p)$/.test(el.name) && Boolean(text(el)))[0];
    const words = first ? text(first) : '';
    if (words) return words.length > 80 ? `${words.slice(0, 79).trimEnd()}…` : words;
    break;
  }
  let segment = '';
  try {
    segment = decodeURIComponent(pathname.split('/').filter(Boolean).pop() ?? '');
  } catch {
    segment = pathname;
  }
  const words = segment.replace(/[-_]+/g, ' ').trim();
  return words ? `Open: ${words}` : 'Open the link';
}

/** A heading with an anchor gets a link to itself, shown on hover and keyboard focus. */
function addHeadingAnchor(heading: Element) {
  const id = heading.attribs.id ?? '';
  const [link] = fragment(
    `<a class="heading-anchor" href="#${escapeAttribute(id)}" aria-label="Link to this section"><span aria-hidden="true">#</span></a>`,
  );
  DomUtils.appendChild(heading, link!);
}

/** Sanitised content HTML with the site's drawing of video embeds and heading anchors. */
/** WordPress's default palette (every theme offers it; content written elsewhere uses it), by slug. */
const WORDPRESS_PALETTE: Record<string, string> = {
  black: '#000000',
  'cyan-bluish-gray': '#abb8c3',
  white: '#ffffff',
  'pale-pink': '#f78da7',
  'vivid-red': '#cf2e2e',
  'luminous-vivid-orange': '#ff6900',
  'luminous-vivid-amber': '#fcb900',
  'light-green-cyan': '#7bdcb5',
  'vivid-green-cyan': '#00d084',
  'pale-cyan-blue': '#8ed1fc',
  'vivid-cyan-blue': '#0693e3',
  'vivid-purple': '#9b51e0',
};
/** The site's paper (app/globals.css `--color-paper`): what text without a background of its own sits on. */
const PAPER = '#fbf8f3';
/** The site's ink (`--color-ink`): the panel code blocks sit on (blocks.css). */
const INK = '#0f2a44';
const isCodePanel = (element: Element) =>
  element.name === 'pre' && !hasClass(element, 'wp-block-verse') && !hasClass(element, 'wp-block-preformatted');

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG's contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * A text colour of WordPress's palette that would not read on its background (the element's own background of
 * that palette, else the site's paper) below WCAG's 4.5:1 is not drawn: the text keeps the readable colour the
 * site gives it (on a palette background, the ink or paper blocks.css sets). The theme test data pairs vivid red
 * with pale cyan blue; an editor's choice is honoured where it can be read.
 */
function unreadableTextColour(element: Element): string | undefined {
  const classes = (element.attribs.class ?? '').split(/\s+/);
  const text = classes
    .map((name) => /^has-(.+)-color$/.exec(name)?.[1])
    .find((slug) => slug && slug in WORDPRESS_PALETTE);
  if (!text || text.endsWith('-background')) return undefined;
  const background = classes
    .map((name) => /^has-(.+)-background-color$/.exec(name)?.[1])
    .find((slug) => slug !== undefined);
  if (background !== undefined && !(background in WORDPRESS_PALETTE)) return undefined;
  // A gradient or a colour of the editor's own is a background this cannot judge: the choice stands.
  // (WordPress's gradient presets are drawn on the site's ink: blocks.css.)
  const gradient = classes.some((name) => name.endsWith('-gradient-background'));
  if (background === undefined && classes.includes('has-background') && !gradient) return undefined;
  const ground = background ? WORDPRESS_PALETTE[background]! : gradient || isCodePanel(element) ? INK : PAPER;
  return contrastRatio(WORDPRESS_PALETTE[text]!, ground) < 4.5 ? `has-${text}-color` : undefined;
}

export function transformBlocks(html: string): string {
  const document = parseDocument(html);
  let changed = false;

  for (const figure of elements(document.children, (el) => el.name === 'figure' && hasClass(el, 'wp-block-embed'))) {
    changed = transformEmbed(figure) || changed;
  }
  for (const iframe of elements(document.children, (el) => el.name === 'iframe')) {
    transformIframe(iframe);
    changed = true;
  }
  // Pictures wider than the reading measure are chosen from the optimiser's widths for the width they show at.
  for (const image of elements(document.children, (el) => el.name === 'img' && Boolean(el.attribs.sizes))) {
    const sizes = displayedSizes(image);
    if (sizes && sizes !== image.attribs.sizes) {
      image.attribs.sizes = sizes;
      changed = true;
    }
  }
  // A table wider than a phone scrolls within its figure; a keyboard must be able to reach it to scroll it
  // (the figure's caption names it).
  for (const table of elements(document.children, (el) => el.name === 'figure' && hasClass(el, 'wp-block-table'))) {
    table.attribs.tabindex = '0';
    changed = true;
  }
  // So does code: its lines are kept as written and a long one scrolls within the block (blocks.css), which a
  // keyboard must reach too. Verse and preformatted text wrap, but a line of their spacing wider than a phone
  // (an indented verse, a drawing in characters) scrolls within them as well.
  for (const pre of elements(document.children, (el) => el.name === 'pre')) {
    pre.attribs.tabindex = '0';
    changed = true;
  }
  for (const element of elements(document.children, (el) => /\bhas-[a-z-]+-color\b/.test(el.attribs.class ?? ''))) {
    const unreadable = unreadableTextColour(element);
    if (!unreadable) continue;
    const kept = element.attribs
      .class!.split(/\s+/)
      .filter((name) => name !== unreadable && name !== 'has-text-color')
      .join(' ');
    if (kept) element.attribs.class = kept;
    else delete element.attribs.class;
    changed = true;
  }
  // An element announced as a picture with no name (a cover's background WordPress marks role="img") is decoration.
  for (const image of elements(document.children, (el) => el.attribs.role === 'img' && !hasName(el))) {
    delete image.attribs.role;
    changed = true;
  }
  // A linked picture with no alternative text (media & text, an image block linked to its file) leaves a link with
  // no name: it is named after where it leads.
  for (const link of elements(document.children, (el) => el.name === 'a' && Boolean(el.attribs.href))) {
    if (hasName(link) || DomUtils.textContent(link).trim()) continue;
    if (elements(link.children, (el) => el.name === 'img' && Boolean(el.attribs.alt?.trim())).length) continue;
    link.attribs['aria-label'] = linkName(link);
    changed = true;
  }
  // Display type (headings, pull quotes) in typographer's quotes, as the site's own titles are.
  for (const display of elements(
    document.children,
    (el) => HEADING.test(el.name) || hasClass(el, 'wp-block-pullquote'),
  )) {
    changed = curlDisplayQuotes(display) || changed;
  }
  for (const link of elements(document.children, (el) => el.name === 'a' && /^mailto:/i.test(el.attribs.href ?? ''))) {
    changed = breakAddresses(link) || changed;
  }
  for (const heading of elements(document.children, (el) => HEADING.test(el.name) && Boolean(el.attribs.id?.trim()))) {
    if (elements(heading.children, (el) => hasClass(el, 'heading-anchor')).length) continue;
    addHeadingAnchor(heading);
    changed = true;
  }
  // Untouched content keeps its exact serialisation.
  return changed ? DomUtils.getOuterHTML(document, { encodeEntities: 'utf8', emptyAttrs: true }) : html;
}
