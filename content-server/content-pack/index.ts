/** The demo content pack: Altitude Marketing Group, a marketing agency in Winter Park, Florida. */
import { authors, categories } from './authors';
import { careers } from './careers';
import { caseStudies } from './case-studies';
import { forms } from './forms';
import { images } from './images';
import { menus } from './menus';
import { pages } from './pages';
import { posts, tags } from './posts/index';
import { site } from './site';
import { teamMembers } from './team';
import { themeCss } from './theme';
import type { ContentPack } from './types';

export const contentPack: ContentPack = {
  site,
  images,
  pages,
  authors,
  categories,
  tags,
  posts,
  teamMembers,
  caseStudies,
  careers,
  menus,
  forms,
  themeCss,
  // The address printed on the agency's old brochures, kept for good.
  redirects: [{ from: '/get-in-touch/', to: '/contact/', permanent: true }],
};

/**
 * The same pack as the named export, for loaders that take a module's default (pack.test.ts checks both).
 * @alias
 */
export default contentPack;
