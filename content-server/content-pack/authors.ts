import type { PackAuthor, PackCategory } from './types';

/** WordPress users who publish Insights. Each is also on the team, with a square avatar of the same portrait. */
const author = (first: string, last: string, description: string): PackAuthor => {
  const slug = `${first}-${last}`.toLowerCase();
  return {
    slug,
    name: `${first} ${last}`,
    firstName: first,
    lastName: last,
    avatar: `avatar-${slug}.jpg`,
    description,
  };
};

export const authors: PackAuthor[] = [
  author(
    'Maya',
    'Ortiz',
    'Founder and CEO of Altitude Marketing Group. Writes about agency life, leadership and the business of marketing.',
  ),
  author(
    'Daniel',
    'Okafor',
    'Chief Strategy Officer and co-host of Thin Air. Writes about positioning, research and planning.',
  ),
  author('Hannah', 'Lindqvist', 'Director of Content & SEO and editor of the Hot Air newsletter.'),
  author('Theo', 'Brennan', 'Senior Copywriter. Writes about voice, words and cutting the ones you do not need.'),
  author('Evan', 'Castillo', 'Video Producer and co-host of the Thin Air podcast.'),
];

export const categories: PackCategory[] = [
  {
    slug: 'agency-news',
    name: 'Agency News',
    description: 'New clients, new people, awards and what is happening at our Winter Park headquarters.',
  },
  {
    slug: 'thought-leadership',
    name: 'Thought Leadership',
    description: 'Essays on strategy, brand, media and measurement from the Altitude team and guests.',
  },
  {
    slug: 'podcast',
    name: 'Podcast',
    description: 'Thin Air: conversations with marketers about the decisions that shaped their work.',
  },
];
