import type { CareerNode, PostNode, TeamMemberNode } from '@/lib/cms/types';
import { absoluteUrl } from '@/lib/uploads/urls';
import { plainText, truncate } from './text';

export interface OrganizationInfo {
  siteName: string;
  siteUrl: string;
  description: string;
}

type JsonLd = Record<string, unknown>;

/** The agency itself: named, located and linked from every article as publisher. */
export function organizationLd(site: OrganizationInfo): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.siteUrl}/#organization`,
    name: site.siteName,
    url: `${site.siteUrl}/`,
    description: site.description,
    address: { '@type': 'PostalAddress', addressLocality: 'Winter Park', addressRegion: 'FL', addressCountry: 'US' },
  };
}

function byline(post: PostNode): JsonLd | undefined {
  const name = post.guestAuthor || post.author?.name;
  return name ? { '@type': 'Person', name } : undefined;
}

/** When a post was published and last changed, as UTC instants (`date` is in WordPress's own time zone). */
function dates(post: PostNode): JsonLd {
  return {
    ...(post.dateGmt ? { datePublished: post.dateGmt } : {}),
    ...(post.modifiedGmt ? { dateModified: post.modifiedGmt } : {}),
  };
}

/** A post as a BlogPosting, or a PodcastEpisode with its audio when it is an episode. */
export function postLd(post: PostNode, site: OrganizationInfo): JsonLd {
  const url = absoluteUrl(post.uri, site.siteUrl);
  const description = truncate(plainText(post.excerpt) || plainText(post.content), 300);
  const publisher = { '@id': `${site.siteUrl}/#organization` };
  if (post.podcast) {
    const episodeImage = post.podcast.thumbnail?.url ?? post.image?.url;
    return {
      '@context': 'https://schema.org',
      '@type': 'PodcastEpisode',
      '@id': `${url}#episode`,
      url,
      name: post.title,
      description,
      ...dates(post),
      ...(post.podcast.episodeNumber !== null ? { episodeNumber: post.podcast.episodeNumber } : {}),
      ...(episodeImage ? { image: absoluteUrl(episodeImage, site.siteUrl) } : {}),
      associatedMedia: {
        '@type': 'MediaObject',
        contentUrl: absoluteUrl(post.podcast.audioUrl, site.siteUrl),
        ...(post.podcast.audioLength ? { contentSize: String(post.podcast.audioLength) } : {}),
      },
      partOfSeries: {
        '@type': 'PodcastSeries',
        name: `${site.siteName} Podcast`,
        url: absoluteUrl('/podcast/', site.siteUrl),
      },
      ...(byline(post) ? { author: byline(post) } : {}),
      publisher,
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description,
    ...dates(post),
    ...(post.image ? { image: [absoluteUrl(post.image.url, site.siteUrl)] } : {}),
    ...(post.categories.length ? { articleSection: post.categories.map((category) => category.name) } : {}),
    ...(byline(post) ? { author: byline(post) } : {}),
    publisher,
  };
}

export function personLd(member: TeamMemberNode, site: OrganizationInfo): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: member.title,
    url: absoluteUrl(member.uri, site.siteUrl),
    ...(member.role ? { jobTitle: member.role } : {}),
    ...(member.email ? { email: `mailto:${member.email}` } : {}),
    ...(member.image ? { image: absoluteUrl(member.image.url, site.siteUrl) } : {}),
    worksFor: { '@id': `${site.siteUrl}/#organization` },
  };
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  intern: 'INTERN',
};

export function jobPostingLd(career: CareerNode, site: OrganizationInfo): JsonLd {
  const employmentType = EMPLOYMENT_TYPES[career.employmentType.trim().toLowerCase()];
  const remote = /remote/i.test(career.location);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: career.title,
    description: career.content || career.excerpt,
    ...(career.dateGmt ? { datePosted: career.dateGmt } : {}),
    url: absoluteUrl(career.uri, site.siteUrl),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: { '@type': 'Organization', name: site.siteName, sameAs: `${site.siteUrl}/` },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Winter Park', addressRegion: 'FL', addressCountry: 'US' },
    },
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'US' } }
      : {}),
  };
}

/**
 * JSON-LD as it may sit inside a `<script>` element: `<` is escaped so no value (a title, a description)
 * can close the element early.
 */
export function serialiseLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
