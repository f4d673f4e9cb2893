import type { CareerNode, PostNode, TeamMemberNode } from '@/lib/cms/types';
import { toIsoDate } from './metadata';
import { plainText, truncate } from './text';

export interface OrganizationInfo {
  siteName: string;
  siteUrl: string;
  description: string;
}

type JsonLd = Record<string, unknown>;

const absolute = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).href;

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

/** A post as a BlogPosting, or a PodcastEpisode with its audio when it is an episode. */
export function postLd(post: PostNode, site: OrganizationInfo): JsonLd {
  const url = absolute(site.siteUrl, post.uri);
  const description = truncate(plainText(post.excerpt) || plainText(post.content), 300);
  const publisher = { '@id': `${site.siteUrl}/#organization` };
  if (post.podcast) {
    return {
      '@context': 'https://schema.org',
      '@type': 'PodcastEpisode',
      '@id': `${url}#episode`,
      url,
      name: post.title,
      description,
      datePublished: toIsoDate(post.date),
      ...(post.podcast.episodeNumber !== null ? { episodeNumber: post.podcast.episodeNumber } : {}),
      ...(post.podcast.thumbnail || post.image ? { image: post.podcast.thumbnail?.url ?? post.image?.url } : {}),
      associatedMedia: {
        '@type': 'MediaObject',
        contentUrl: post.podcast.audioUrl,
        ...(post.podcast.audioLength ? { contentSize: String(post.podcast.audioLength) } : {}),
      },
      partOfSeries: { '@type': 'PodcastSeries', name: `${site.siteName} Podcast`, url: absolute(site.siteUrl, '/podcast/') },
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
    datePublished: toIsoDate(post.date),
    ...(post.image ? { image: [post.image.url] } : {}),
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
    url: absolute(site.siteUrl, member.uri),
    ...(member.role ? { jobTitle: member.role } : {}),
    ...(member.email ? { email: `mailto:${member.email}` } : {}),
    ...(member.image ? { image: member.image.url } : {}),
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
    datePosted: toIsoDate(career.date),
    url: absolute(site.siteUrl, career.uri),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: { '@type': 'Organization', name: site.siteName, sameAs: `${site.siteUrl}/` },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Winter Park', addressRegion: 'FL', addressCountry: 'US' },
    },
    ...(remote ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'US' } } : {}),
  };
}

/**
 * JSON-LD as it may sit inside a `<script>` element: `<` is escaped so no value (a title, a description)
 * can close the element early.
 */
export function serialiseLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
