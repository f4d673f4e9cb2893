import sanitizeHtml from 'sanitize-html';

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

/**
 * Content HTML from the content system as it may reach the page: scripts, event handlers, inline styles
 * and `javascript:` URLs removed; the markup editors use (blocks, classes, figures, media) kept.
 */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      '*': ['class', 'id', 'aria-label', 'aria-hidden', 'role', 'lang', 'title'],
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
      source: ['src', 'srcset', 'type', 'media'],
      audio: ['src', 'controls', 'preload'],
      video: ['src', 'controls', 'preload', 'poster', 'width', 'height', 'muted', 'playsinline'],
      iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      ol: ['start', 'reversed'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href', 'src', 'srcset', 'poster'],
    allowProtocolRelative: false,
    allowedIframeHostnames: ['www.youtube-nocookie.com', 'player.vimeo.com'],
    transformTags: {
      a: (tagName, attribs) => {
        if (attribs.target === '_blank') attribs.rel = 'noopener noreferrer';
        return { tagName, attribs };
      },
    },
  });
}
