/**
 * A small content pack with the same shape as the demo pack: every content type, both menus (the primary
 * one with a first item of six children), a contact form using every field type (id 1) and a newsletter
 * form (id 2). Tests seed it into temporary databases.
 */
import { fileURLToPath } from 'node:url';
import { emailField, formField, nameField, selectChoices } from '../../content-pack/forms';
import type { ContentPack, PackHeroSettings, PackPageMetadata, PackPost } from '../../content-pack/types';

export const FIXTURE_UPLOADS = fileURLToPath(new URL('./uploads/', import.meta.url));

const hero = (overrides: Partial<PackHeroSettings> = {}): PackHeroSettings => ({
  heroSize: 'large',
  heroType: 'headline',
  heroColor: 'ink',
  heroBgColor: 'sky',
  heroOverlayColor: 'dusk',
  heroOverlayOpacity: 40,
  heroScrollDown: true,
  heroInsightAltToggle: false,
  heroCta: { active: true, label: 'Talk to us', link: { url: '/contact/', title: 'Get In Touch', target: '' } },
  heroCloudLeft: { position: 'top', style: 'cumulus' },
  heroCloudRight: { position: 'bottom', style: 'wisp' },
  ...overrides,
});

const metadata = (description: string, image: string | null = null): PackPageMetadata => ({
  excludeFromSitemap: false,
  metaDescription: description,
  openGraphDescription: description,
  openGraphImage: image,
});

const page = (
  slug: string,
  uri: string,
  title: string,
  date: string,
  extra: Partial<ContentPack['pages'][number]> = {},
) => ({
  slug,
  uri,
  title,
  date,
  excerpt: '',
  content: `<p>${title} at Altitude.</p>`,
  featuredImage: null,
  heroSettings: hero(),
  pageMetadata: metadata(`${title} — Altitude Marketing Group`),
  ...extra,
});

const post = (slug: string, date: string, categories: string[], extra: Partial<PackPost> = {}): PackPost => ({
  slug,
  title: slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()),
  date,
  excerpt: `<p>About ${slug}.</p>`,
  content: `<p>The full story of ${slug}.</p>`,
  author: 'maya-ortiz',
  categories,
  featuredImage: 'sky.jpg',
  insightsArticleAuthor: '',
  podcastInformation: null,
  ...extra,
});

const link = (label: string, path: string) => ({ label, path });

export const fixturePack: ContentPack = {
  site: {
    name: 'Altitude Marketing Group',
    abbreviation: 'AMG',
    description: 'A marketing agency in Winter Park, FL',
    address: ['120 N Orlando Ave', 'Winter Park, FL 32789'],
    phone: '(407) 555-0100',
    email: 'hello@altitude.example',
  },
  images: [
    { file: 'sky.jpg', altText: 'A blue sky', width: 8, height: 6, credit: 'Made for the pack' },
    { file: 'sun.png', altText: 'An orange sun', width: 4, height: 4, credit: 'Made for the pack' },
    { file: 'avatar.svg', altText: 'Avatar', width: 10, height: 10, credit: 'Made for the pack' },
  ],
  pages: [
    page('home', '/', 'Home', '2024-01-02T09:00:00', {
      isFrontPage: true,
      featuredImage: 'sky.jpg',
      heroSettings: hero({ heroImage: 'sun.png', heroType: 'image' }),
    }),
    page('about-us', '/about-us/', 'About Us', '2024-01-03T09:00:00', {
      pageMetadata: metadata('Who we are', 'sky.jpg'),
    }),
    page('our-story', '/about-us/our-story/', 'Our Story', '2024-01-04T09:00:00', {
      menuOrder: 2,
      content:
        '<p>Where we began.</p><figure class="wp-block-image"><img src="/wp-content/uploads/sky.jpg" alt="A blue sky"/></figure><p><img src="/wp-content/uploads/missing.png" alt=""/></p>',
    }),
    page('contact', '/contact/', 'Get In Touch', '2024-01-04T09:00:00'),
    page('insights', '/insights/', 'Insights', '2024-01-05T09:00:00', {
      heroSettings: hero({ heroCta: { active: false, label: '', link: null } }),
    }),
  ],
  authors: [
    {
      slug: 'maya-ortiz',
      name: 'Maya Ortiz',
      firstName: 'Maya',
      lastName: 'Ortiz',
      avatar: 'avatar.svg',
      description: 'Strategy lead.',
    },
  ],
  categories: [
    { slug: 'agency-news', name: 'Agency News', description: 'News from the agency.' },
    { slug: 'thought-leadership', name: 'Thought Leadership', description: 'Ideas.' },
    { slug: 'podcast', name: 'Podcast', description: 'Episodes.' },
  ],
  tags: [
    { slug: 'winter-park', name: 'Winter Park', description: 'Home.' },
    { slug: 'brand', name: 'Brand', description: '' },
    { slug: 'print', name: 'Print', description: 'No post yet.' },
  ],
  posts: [
    post('spring-launch', '2024-03-01T10:00:00', ['agency-news'], { tags: ['winter-park'] }),
    // Same date as spring-launch: the id breaks the tie.
    post('new-office', '2024-03-01T10:00:00', ['agency-news'], { tags: ['winter-park', 'brand'] }),
    post('brand-clarity', '2024-02-10T08:30:00', ['thought-leadership'], {
      insightsArticleAuthor: 'Guest Writer',
      tags: ['brand'],
    }),
    post('episode-one', '2024-02-01T07:00:00', ['podcast'], {
      podcastInformation: {
        audioUrl: 'https://cdn.example.com/episode-one.mp3',
        audioLength: 1234567,
        episodeUrl: 'https://podcast.example.com/1',
        podcastEpisodeNumber: 1,
        podcastEpisodeThumbnail: 'sun.png',
      },
    }),
    post('summer-hires', '2023-12-15T12:00:00', ['agency-news', 'thought-leadership'], { featuredImage: null }),
  ],
  teamMembers: ['maya-ortiz', 'sam-lee', 'jordan-cruz'].map((slug, index) => ({
    slug,
    title: slug
      .split('-')
      .map((part) => part[0]!.toUpperCase() + part.slice(1))
      .join(' '),
    date: `2023-0${index + 1}-01T09:00:00`,
    excerpt: '<p>Team member.</p>',
    content: '<p>Bio.</p>',
    featuredImage: 'sky.jpg',
    menuOrder: index,
    teamMemberDetails: {
      teamMemberEmail: `${slug}@altitude.example`,
      teamMemberLastName: slug.split('-')[1]!,
      teamMemberQuote: 'Clarity beats cleverness.',
      teamMemberRole: 'Strategist',
    },
  })),
  caseStudies: ['lakeside-clinic', 'orange-grove-bank', 'park-avenue-bistro'].map((slug, index) => ({
    slug,
    title: slug,
    date: `2023-1${index}-01T09:00:00`,
    excerpt: '<p>Case study.</p>',
    content: '<p>Work.</p>',
    featuredImage: 'sky.jpg',
    caseStudyDetails: { client: slug, industry: 'Health', services: 'Brand, Web', result: '+40% leads' },
  })),
  careers: ['account-manager', 'designer'].map((slug, index) => ({
    slug,
    title: slug,
    date: `2024-0${index + 1}-20T09:00:00`,
    excerpt: '<p>Join us.</p>',
    content: '<p>Role.</p>',
    featuredImage: null,
    careerDetails: { location: 'Winter Park, FL', employmentType: 'Full-time', applyEmail: 'jobs@altitude.example' },
  })),
  menus: {
    PRIMARY: [
      {
        ...link('About Us', '/about-us/'),
        children: [
          link('About Us', '/about-us/'),
          link('Our Story', '/about/'),
          link('Our Team', '/team/'),
          link('Mission & Values', '/mission/'),
          link('AMG HQ', '/amg-headquarters/'),
          link('Winter Park, FL', '/winter-park/'),
        ],
      },
      link('About You', '/about-you/'),
      {
        ...link('What We Do', '/what-we-do/'),
        children: [link('What We Do', '/what-we-do/'), link('Marketing Frameworks', '/marketing-frameworks/')],
      },
      link('Our Work', '/work/'),
      link('Careers', '/careers/'),
      link('Insights', '/insights/'),
      {
        ...link('Get In Touch', '/contact/'),
        cssClasses: ['menu-cta'],
        target: '',
        linkRelationship: '',
        description: 'Say hello',
      },
    ],
    FOOTER: [
      { ...link('About Us', '/about-us/'), children: [link('About You', '/about-you/')] },
      { ...link('What We Do', '/what-we-do/'), children: [link('Marketing Frameworks', '/marketing-frameworks/')] },
      { ...link('Our Work', '/work/'), children: [link('Case Studies', '/work/')] },
      {
        ...link('Careers', '/careers/'),
        children: [link('Culture', '/about/#culture'), link('Openings', '/careers/')],
      },
      { ...link('Insights', '/insights/'), children: [link('Podcast', '/podcast/')] },
      { ...link('Get In Touch', '/contact/'), children: [link('Newsletter', '/hot-air/')] },
    ],
  },
  forms: [
    {
      databaseId: 1,
      title: 'Contact',
      description: 'Tell us about your project.',
      cssClass: 'contact-form',
      isActive: true,
      submitButtonText: 'Send',
      lastPageButton: { text: 'Previous', type: 'TEXT' },
      confirmationMessage: 'Thanks! We will be in touch within one business day.',
      fields: [
        nameField(1, 'Name', 'half', ['First name', 'Last name']),
        emailField(2, 'half'),
        formField({ id: 3, type: 'phone', label: 'Phone', placeholder: '(407) 555-0100' }),
        formField({
          id: 4,
          type: 'select',
          label: 'Budget',
          isRequired: true,
          placeholder: 'Choose one',
          choices: selectChoices([
            ['Under $10k', 'under-10k'],
            ['$10k–$50k', '10k-50k'],
          ]),
        }),
        formField({ id: 5, type: 'text', label: 'Company', placeholder: 'Company', maxLength: 40 }),
        formField({
          id: 6,
          type: 'textarea',
          label: 'Message',
          isRequired: true,
          placeholder: 'How can we help?',
          cssClass: 'full',
          maxLength: 500,
        }),
        formField({ id: 7, type: 'text', label: 'Source', visibility: 'HIDDEN', value: 'website' }),
      ],
    },
    {
      databaseId: 2,
      title: 'Hot Air',
      description: 'The newsletter.',
      cssClass: 'newsletter-form',
      isActive: true,
      submitButtonText: 'Subscribe',
      lastPageButton: { text: 'Previous', type: 'TEXT' },
      confirmationMessage: 'You are on the list.',
      fields: [emailField(1)],
    },
  ],
  themeCss: ':root { --fixture: 1; }',
  redirects: [{ from: '/get-in-touch/', to: '/contact/', permanent: true }],
};
