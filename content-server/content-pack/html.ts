/**
 * Builders for block-editor content, so the pack's copy reads as prose and its markup is what WordPress 7's
 * block editor saves: each block wrapped in its `<!-- wp:name {attributes} -->` comments, with the classes and
 * elements of the block library's save() output (docs/blocks.md lists the vocabulary the site draws). An editor
 * opening a seeded page in WordPress sees ordinary, valid blocks.
 */
const escape = (text: string) => text.replace(/&(?!(?:[a-z]+|#\d+);)/g, '&amp;');
const attribute = (text: string) => escape(text).replace(/"/g, '&quot;');

type Attributes = Record<string, unknown>;

/**
 * Block attributes as the editor serialises them into the opening comment: JSON with the characters that
 * could end the comment or confuse an HTML parser written as unicode escapes (as serializeAttributes does).
 */
function serializeAttributes(attributes: Attributes): string {
  return JSON.stringify(attributes)
    .replace(/--/g, '\\u002d\\u002d')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\\"/g, '\\u0022');
}

/** One block: its saved HTML between the block's comment delimiters. */
function block(name: string, attributes: Attributes | null, html: string): string {
  const attrs = attributes && Object.keys(attributes).length ? ` ${serializeAttributes(attributes)}` : '';
  return `<!-- wp:${name}${attrs} -->\n${html}\n<!-- /wp:${name} -->`;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
/** Inner blocks follow each other directly inside their parent, as the serialiser writes them. */
const inner = (parts: string[]) => parts.join('');

// Text

export interface TextOptions {
  className?: string;
  /** A palette slug (docs/blocks.md), e.g. `ink-soft`. */
  color?: string;
  /** `small`, `medium`, `large`, `x-large`, `xx-large`. */
  fontSize?: string;
}

const textAttributes = (options: TextOptions): Attributes => ({
  ...(options.className ? { className: options.className } : {}),
  ...(options.color ? { textColor: options.color } : {}),
  ...(options.fontSize ? { fontSize: options.fontSize } : {}),
});
const textClasses = (options: TextOptions) =>
  classes(
    options.className,
    options.color && `has-${options.color}-color`,
    options.color && 'has-text-color',
    options.fontSize && `has-${options.fontSize}-font-size`,
  );

export const p = (text: string, options: TextOptions = {}) => {
  const names = textClasses(options);
  return block('paragraph', textAttributes(options), `<p${names ? ` class="${names}"` : ''}>${escape(text)}</p>`);
};

/** A lead paragraph: the opening of a page, one step larger. */
export const lead = (text: string) => p(text, { fontSize: 'medium' });

function heading(level: 2 | 3 | 4, text: string, options: TextOptions & { anchor?: string } = {}): string {
  const attributes = { ...(level === 2 ? {} : { level }), ...textAttributes(options) };
  const id = options.anchor ? ` id="${options.anchor}"` : '';
  return block(
    'heading',
    attributes,
    `<h${level} class="${classes('wp-block-heading', textClasses(options))}"${id}>${escape(text)}</h${level}>`,
  );
}

export const h2 = (text: string, anchor?: string) => heading(2, text, anchor ? { anchor } : {});
export const h3 = (text: string) => heading(3, text);

const listItems = (items: string[]) => inner(items.map((item) => block('list-item', null, `<li>${escape(item)}</li>`)));

export const ul = (items: string[], className?: string) =>
  block(
    'list',
    className ? { className } : null,
    `<ul class="${classes('wp-block-list', className)}">${listItems(items)}</ul>`,
  );

export const ol = (items: string[], className?: string) =>
  block(
    'list',
    { ordered: true, ...(className ? { className } : {}) },
    `<ol class="${classes('wp-block-list', className)}">${listItems(items)}</ol>`,
  );

/** A process as numbered steps (`is-style-steps`): each step a short bold name and a sentence or two. */
export const steps = (items: [name: string, text: string][]) =>
  ol(
    items.map(([name, text]) => `<strong>${name}</strong> ${text}`),
    'is-style-steps',
  );

export const quote = (text: string, cite?: string) =>
  block(
    'quote',
    null,
    `<blockquote class="wp-block-quote">${p(text)}${cite ? `<cite>${escape(cite)}</cite>` : ''}</blockquote>`,
  );

export const pullquote = (text: string, cite?: string) =>
  block(
    'pullquote',
    null,
    `<figure class="wp-block-pullquote"><blockquote><p>${escape(text)}</p>${cite ? `<cite>${escape(cite)}</cite>` : ''}</blockquote></figure>`,
  );

// Media

const upload = (file: string) => `/wp-content/uploads/${file}`;

interface ImageOptions {
  caption?: string;
  size?: 'large' | 'full' | 'medium' | 'thumbnail';
  align?: 'wide' | 'full';
  /** Displayed width in px (the editor saves it as an inline width and `is-resized`). */
  width?: number;
}

function image(file: string, alt: string, options: ImageOptions = {}): string {
  const size = options.size ?? 'large';
  const attributes: Attributes = {
    ...(options.width ? { width: `${options.width}px` } : {}),
    sizeSlug: size,
    ...(options.align ? { align: options.align } : {}),
  };
  const names = classes(
    'wp-block-image',
    options.align && `align${options.align}`,
    `size-${size}`,
    options.width ? 'is-resized' : undefined,
  );
  const style = options.width ? ` style="width:${options.width}px"` : '';
  const caption = options.caption
    ? `<figcaption class="wp-element-caption">${escape(options.caption)}</figcaption>`
    : '';
  return block(
    'image',
    attributes,
    `<figure class="${names}"><img src="${upload(file)}" alt="${attribute(alt)}"${style}/>${caption}</figure>`,
  );
}

/** A picture with an optional caption (the block editor's Image block). */
export const figure = (file: string, alt: string, caption?: string) => image(file, alt, caption ? { caption } : {});

/** A small icon at the top of a card: decorative, so its alternative text stays empty (the heading says it). */
const icon = (file: string) => image(file, '', { size: 'thumbnail', width: 64 });

export interface GalleryImage {
  file: string;
  alt: string;
  caption?: string;
}

export function gallery(
  images: GalleryImage[],
  options: { columns?: number; caption?: string; align?: 'wide' | 'full' } = {},
): string {
  const attributes: Attributes = {
    ...(options.columns ? { columns: options.columns } : {}),
    linkTo: 'none',
    ...(options.align ? { align: options.align } : {}),
  };
  const names = classes(
    'wp-block-gallery',
    options.align && `align${options.align}`,
    'has-nested-images',
    options.columns ? `columns-${options.columns}` : 'columns-default',
    'is-cropped',
  );
  const items = inner(
    images.map((item) => image(item.file, item.alt, { ...(item.caption ? { caption: item.caption } : {}) })),
  );
  const caption = options.caption
    ? `<figcaption class="blocks-gallery-caption wp-element-caption">${escape(options.caption)}</figcaption>`
    : '';
  return block('gallery', attributes, `<figure class="${names}">${items}${caption}</figure>`);
}

export interface MediaTextOptions {
  file: string;
  alt: string;
  /** Picture on the right of the text. */
  right?: boolean;
  /** A palette slug for the block's background. */
  background?: string;
  align?: 'wide' | 'full';
}

export function mediaText(options: MediaTextOptions, ...blocks: string[]): string {
  const attributes: Attributes = {
    ...(options.align ? { align: options.align } : {}),
    ...(options.background ? { backgroundColor: options.background } : {}),
    ...(options.right ? { mediaPosition: 'right' } : {}),
    mediaType: 'image',
  };
  const names = classes(
    'wp-block-media-text',
    options.align && `align${options.align}`,
    options.right && 'has-media-on-the-right',
    'is-stacked-on-mobile',
    options.background && `has-${options.background}-background-color`,
    options.background && 'has-background',
  );
  return block(
    'media-text',
    attributes,
    `<div class="${names}"><figure class="wp-block-media-text__media"><img src="${upload(options.file)}" alt="${attribute(options.alt)}"/></figure><div class="wp-block-media-text__content">${inner(blocks)}</div></div>`,
  );
}

// Layout

export interface GroupOptions {
  /** The group's anchor (`id`), for links such as `/about/#culture`. */
  id?: string;
  /** Palette slug of the background; the site picks the text colour that contrasts with it. */
  background?: string;
  className?: string;
  align?: 'wide' | 'full';
}

export function group(options: GroupOptions, ...blocks: string[]): string {
  const attributes: Attributes = {
    ...(options.align ? { align: options.align } : {}),
    ...(options.className ? { className: options.className } : {}),
    ...(options.background ? { backgroundColor: options.background } : {}),
    layout: { type: 'constrained' },
  };
  const names = classes(
    'wp-block-group',
    options.align && `align${options.align}`,
    options.className,
    options.background && `has-${options.background}-background-color`,
    options.background && 'has-background',
  );
  return block(
    'group',
    attributes,
    `<div class="${names}"${options.id ? ` id="${options.id}"` : ''}>${inner(blocks)}</div>`,
  );
}

export const column = (...blocks: string[]) =>
  block('column', null, `<div class="wp-block-column">${inner(blocks)}</div>`);

export function columns(
  cells: string[],
  options: { className?: string; align?: 'wide' | 'full'; center?: boolean } = {},
): string {
  const attributes: Attributes = {
    ...(options.center ? { verticalAlignment: 'center' } : {}),
    ...(options.align ? { align: options.align } : {}),
    ...(options.className ? { className: options.className } : {}),
  };
  const names = classes(
    'wp-block-columns',
    options.center && 'are-vertically-aligned-center',
    options.align && `align${options.align}`,
    options.className,
  );
  return block('columns', attributes, `<div class="${names}">${inner(cells)}</div>`);
}

export interface Card {
  /** An icon upload drawn at the top of the card. */
  icon?: string;
  title: string;
  text: string;
  /** A link below the text: [label, path]. */
  link?: [string, string];
}

/** A grid of cards (`is-style-cards`): services, values, roles… each with its icon, heading and a few lines. */
export const cards = (items: Card[]) =>
  columns(
    items.map((card) =>
      column(
        ...(card.icon ? [icon(card.icon)] : []),
        heading(3, card.title),
        p(card.text),
        ...(card.link ? [p(`<a href="${card.link[1]}">${card.link[0]}</a>`)] : []),
      ),
    ),
    { className: 'is-style-cards' },
  );

/**
 * Figures and what they measure (`is-style-stats`): each column a big number over its label, both paragraphs (a
 * figure is not a heading: the page's outline stays its sections).
 */
export const stats = (items: [figure: string, label: string][]) =>
  columns(
    items.map(([figure, label]) => column(p(figure), p(label))),
    { className: 'is-style-stats' },
  );

export type ButtonSpec = [label: string, href: string, style?: 'outline'];

export function buttons(...items: ButtonSpec[]): string {
  const each = items.map(([label, href, style]) =>
    block(
      'button',
      style ? { className: `is-style-${style}` } : null,
      `<div class="${classes('wp-block-button', style && `is-style-${style}`)}"><a class="wp-block-button__link wp-element-button" href="${href}">${escape(label)}</a></div>`,
    ),
  );
  return block('buttons', null, `<div class="wp-block-buttons">${inner(each)}</div>`);
}

export const button = (label: string, href: string) => buttons([label, href]);

/** A full-width call to action (`is-style-band`): a heading, a sentence and its buttons on a coloured band. */
export const band = (background: string, title: string, text: string, ...actions: ButtonSpec[]) =>
  group({ align: 'full', className: 'is-style-band', background }, h2(title), p(text), buttons(...actions));

// The site's own blocks, kept in Custom HTML blocks as editors paste them.

const html = (markup: string) => block('html', null, markup);

export const marquee = (words: string[]) =>
  html(`<div class="marquee">${words.map((word) => `<div class="slide">${escape(word)}</div>`).join('')}</div>`);

/** Joins top-level blocks the way the editor separates them. */
export const blocks = (...parts: string[]) => parts.join('\n\n');

/** Excerpts as WordPress renders them. */
export const excerpt = (text: string) => `<p>${escape(text)}</p>`;
