/**
 * Builders for block-editor HTML, so the pack's copy reads as prose and the markup stays consistent with
 * what WordPress saves (wp-block-* classes, figures with captions, buttons as links).
 */
const escape = (text: string) => text.replace(/&(?!(?:[a-z]+|#\d+);)/g, '&amp;');

export const p = (text: string) => `<p>${escape(text)}</p>`;
export const h2 = (text: string, id?: string) => `<h2 class="wp-block-heading"${id ? ` id="${id}"` : ''}>${escape(text)}</h2>`;
export const h3 = (text: string) => `<h3 class="wp-block-heading">${escape(text)}</h3>`;
export const ul = (items: string[]) => `<ul class="wp-block-list">${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`;
export const ol = (items: string[]) => `<ol class="wp-block-list">${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ol>`;

export const quote = (text: string, cite?: string) =>
  `<blockquote class="wp-block-quote"><p>${escape(text)}</p>${cite ? `<cite>${escape(cite)}</cite>` : ''}</blockquote>`;

export const figure = (file: string, alt: string, caption?: string) =>
  `<figure class="wp-block-image size-large"><img src="/wp-content/uploads/${file}" alt="${alt.replace(/"/g, '&quot;')}"/>${caption ? `<figcaption class="wp-element-caption">${escape(caption)}</figcaption>` : ''}</figure>`;

export const button = (label: string, href: string) =>
  `<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="${href}">${escape(label)}</a></div></div>`;

export const marquee = (words: string[]) => `<div class="marquee">${words.map((word) => `<div class="slide">${escape(word)}</div>`).join('')}</div>`;

export interface Testimonial {
  quote: string;
  name: string;
  title: string;
  company: string;
}

export const testimonials = (items: Testimonial[]) =>
  `<div class="testimonials-splide splide" aria-label="What our clients say"><div class="splide__track"><ul class="splide__list">${items
    .map((t) => `<li class="splide__slide"><blockquote>${escape(t.quote)}</blockquote><p class="testimonial-cite">${escape(`${t.name}, ${t.title}, ${t.company}`)}</p></li>`)
    .join('')}</ul></div></div>`;

export const group = (id: string, ...blocks: string[]) => `<div class="wp-block-group" id="${id}">${blocks.join('\n')}</div>`;

/** Joins blocks the way the editor separates them. */
export const blocks = (...parts: string[]) => parts.join('\n');

/** Excerpts as WordPress renders them. */
export const excerpt = (text: string) => `<p>${escape(text)}</p>`;
