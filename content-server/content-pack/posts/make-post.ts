import { excerpt } from '../html';
import type { PackPost } from '../types';

export interface PostDraft {
  slug: string;
  title: string;
  date: string;
  author: string;
  summary: string;
  body: string;
  guest?: string;
}

/** Every post gets its own illustrated card named after its slug. */
const postImage = (slug: string) => `post-${slug}.jpg`;

export function makePost(category: string, draft: PostDraft, podcast: PackPost['podcastInformation'] = null): PackPost {
  return {
    slug: draft.slug,
    title: draft.title,
    date: draft.date,
    excerpt: excerpt(draft.summary),
    content: draft.body,
    author: draft.author,
    categories: [category],
    featuredImage: postImage(draft.slug),
    insightsArticleAuthor: draft.guest ?? '',
    podcastInformation: podcast,
  };
}
