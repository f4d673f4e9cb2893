import type { PostFormat } from '@/lib/cms/types';

/** What a post of each format is called where the site names it (a card, the post's header); none for standard. */
export const FORMAT_LABELS: Readonly<Record<PostFormat, string>> = {
  standard: '',
  aside: 'Aside',
  chat: 'Chat',
  gallery: 'Gallery',
  link: 'Link',
  image: 'Image',
  quote: 'Quote',
  status: 'Status',
  video: 'Video',
  audio: 'Audio',
};
