import type { PackPost, PackTag } from '../types';
import { agencyNews } from './agency-news';
import { podcastEpisodes } from './podcast';
import { thoughtLeadership } from './thought-leadership';

/** The tags editors file posts under, each with the words that put a post under it (its title or text names them). */
const TAGGING: readonly (PackTag & { mentions: RegExp })[] = [
  {
    slug: 'winter-park',
    name: 'Winter Park',
    description: 'Our home town: the studio, the neighbours and the clients down the road.',
    mentions: /Winter Park/,
  },
  {
    slug: 'central-florida',
    name: 'Central Florida',
    description: 'Work for and about the region between the coasts.',
    mentions: /Central Florida|Orlando/,
  },
  {
    slug: 'measurement',
    name: 'Measurement',
    description: 'What to count, how to count it and what to do with the numbers.',
    mentions: /\bmeasure/i,
  },
  // A tag no post carries yet: WordPress keeps it, the site shows no archive for it.
  { slug: 'print', name: 'Print', description: 'Brochures, posters and everything on paper.', mentions: /$^/ },
];

export const tags: PackTag[] = TAGGING.map(({ slug, name, description }) => ({ slug, name, description }));

export const posts: PackPost[] = [...agencyNews, ...thoughtLeadership, ...podcastEpisodes].map((post) => ({
  ...post,
  tags: TAGGING.filter((tag) => tag.mentions.test(`${post.title}\n${post.content}`)).map((tag) => tag.slug),
}));
