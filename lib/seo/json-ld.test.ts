import { describe, expect, it } from 'vitest';
import { testPostNode } from '@/lib/cms/test-entries';
import { organizationLd, postLd, serialiseLd } from './json-ld';

const site = { siteName: 'Altitude Marketing Group', siteUrl: 'https://amg.example', description: 'An agency.' };

const post = testPostNode({
  title: 'Brand lift',
  slug: 'brand-lift',
  uri: '/brand-lift/',
  // WordPress set to New York (Settings → General): `date` is local, `dateGmt` the same moment in UTC.
  date: '2026-03-14T09:30:00',
  dateGmt: '2026-03-14T13:30:00Z',
  modifiedGmt: '2026-03-20T08:05:00Z',
  excerpt: '<p>How brands rise.</p>',
  content: '<p>Body</p>',
  author: { name: 'Maya Ortiz', firstName: 'Maya', lastName: 'Ortiz', avatarUrl: null },
  guestAuthor: 'Guest Writer',
});

describe('structured data', () => {
  it('dates an article by its UTC moments whatever WordPress’s time zone, e.g. its default, UTC', () => {
    const utc = { ...post, date: '2026-03-14T09:30:00', dateGmt: '2026-03-14T09:30:00Z', modifiedGmt: '' };
    const ld = postLd(utc, site);
    expect(ld.datePublished).toBe('2026-03-14T09:30:00Z');
    expect(ld).not.toHaveProperty('dateModified');
  });

  it('describes the organisation', () => {
    expect(organizationLd(site)).toMatchObject({
      '@type': 'Organization',
      name: site.siteName,
      url: 'https://amg.example/',
    });
  });

  it('describes an article, credited to its byline', () => {
    expect(postLd(post, site)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Brand lift',
      url: 'https://amg.example/brand-lift/',
      datePublished: '2026-03-14T13:30:00Z',
      dateModified: '2026-03-20T08:05:00Z',
      author: { name: 'Guest Writer' },
      description: 'How brands rise.',
    });
  });

  it('describes a podcast episode with its audio and artwork, the site’s own uploads on its origin', () => {
    const podcast = {
      audioUrl: '/wp-content/uploads/ep.mp3',
      audioLength: 99,
      episodeUrl: null,
      episodeNumber: 4,
      thumbnail: { url: '/wp-content/uploads/ep.png', alt: '' },
    };
    const episode = postLd({ ...post, podcast }, site);
    expect(episode).toMatchObject({
      '@type': 'PodcastEpisode',
      episodeNumber: 4,
      image: 'https://amg.example/wp-content/uploads/ep.png',
      associatedMedia: { contentUrl: 'https://amg.example/wp-content/uploads/ep.mp3' },
    });
    const hosted = postLd(
      { ...post, podcast: { ...podcast, audioUrl: 'https://media.example-podcasts.com/ep12.mp3' } },
      site,
    );
    expect(hosted).toMatchObject({ associatedMedia: { contentUrl: 'https://media.example-podcasts.com/ep12.mp3' } });
  });

  it('gives an article’s picture on the site’s origin', () => {
    const image = { url: '/wp-content/uploads/lift.jpg', alt: '', width: 1200, height: 800 };
    expect(postLd({ ...post, image }, site)).toMatchObject({
      image: ['https://amg.example/wp-content/uploads/lift.jpg'],
    });
  });

  it('cannot close its script element', () => {
    const text = serialiseLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
