import { blocks, buttons, cards, column, columns, excerpt, h2, h3, lead, mediaText, p, steps } from '../html';
import { iconFile } from '../icons';
import type { PackPage } from '../types';
import { hero, link, metadata } from './settings';

export const insightPages: PackPage[] = [
  {
    slug: 'insights', uri: '/insights/', title: 'Insights', date: '2024-06-17T09:00:00', menuOrder: 12,
    excerpt: excerpt('Essays, agency news and the Thin Air podcast from the Altitude team and guests.'),
    featuredImage: 'hero-insights-stratosphere.jpg',
    heroSettings: hero({
      size: 'medium', type: 'insight', color: 'paper', bg: 'dusk', overlay: 'ink', opacity: 45, scrollDown: true, insightAlt: false,
      cta: { label: 'Subscribe to Hot Air', link: link('/hot-air/', 'Hot Air newsletter') }, left: ['top', 'wisp'], right: ['bottom', 'cumulus'],
      image: 'hero-insights-stratosphere.jpg', eyebrow: 'Insights', headline: 'Ideas from thirty thousand feet, and from the ground.',
    }),
    pageMetadata: metadata('Marketing insights from Altitude Marketing Group: strategy essays, agency news and the Thin Air podcast.', 'og-altitude.jpg'),
    content: blocks(
      lead('Insights is where we think out loud: long-form essays on strategy, brand, media and measurement, news from the studio and every episode of Thin Air, our podcast about the decisions behind good marketing.'),
      cards([
        { icon: iconFile('studio'), title: 'Agency News', text: 'New clients, new people, awards and events from the Lakemont Avenue studio and around Central Florida.', link: ['Read the news', '/agency-news/'] },
        { icon: iconFile('content'), title: 'Thought Leadership', text: 'Essays from our team and guest contributors on positioning, brand voice, attribution and content.', link: ['Read the essays', '/thought-leadership/'] },
        { icon: iconFile('audio'), title: 'Podcast', text: 'Thin Air: one guest, one decision, an honest look at how it played out. A new episode every three weeks.', link: ['Listen to Thin Air', '/podcast/'] },
      ]),
    ),
  },
  {
    slug: 'agency-news', uri: '/agency-news/', title: 'Agency News', date: '2024-06-17T09:10:00', menuOrder: 13,
    excerpt: excerpt('New clients, new colleagues, awards and events from Altitude Marketing Group.'),
    featuredImage: 'hero-careers-launch.jpg',
    heroSettings: hero({
      size: 'small', type: 'headline', color: 'ink', bg: 'sky', overlay: 'paper', opacity: 0, scrollDown: false, insightAlt: true,
      cta: null, left: ['middle', 'none'], right: ['middle', 'none'],
      image: 'hero-careers-launch.jpg', eyebrow: 'Insights', headline: 'Agency News',
    }),
    pageMetadata: metadata('News from Altitude Marketing Group in Winter Park, FL: clients, people, awards and community work.', null),
    content: blocks(
      lead('The latest from our Lakemont Avenue studio: who we are working with, who has joined the team and what we have been up to in Central Florida.'),
      p('We publish news when something has actually happened: a new client we are proud of, a colleague worth introducing, an award the work earned or a community event we helped run. Press enquiries go to hello@altitudemarketing.example.'),
    ),
  },
  {
    slug: 'thought-leadership', uri: '/thought-leadership/', title: 'Thought Leadership', date: '2024-06-17T09:20:00', menuOrder: 14,
    excerpt: excerpt('Essays on positioning, brand voice, media, measurement and content from Altitude and guest contributors.'),
    featuredImage: 'hero-mission-summit.jpg',
    heroSettings: hero({
      size: 'small', type: 'insight', color: 'sunset', bg: 'ink', overlay: 'dusk', opacity: 60, scrollDown: false, insightAlt: true,
      cta: null, left: ['bottom', 'stratus'], right: ['top', 'wisp'],
      image: 'hero-mission-summit.jpg', eyebrow: 'Insights', headline: 'Thought Leadership',
    }),
    pageMetadata: metadata('Marketing essays from Altitude Marketing Group and guests: positioning, brand voice, attribution, content strategy and more.', 'og-altitude.jpg'),
    content: blocks(
      lead('Long-form thinking from our strategists, writers and producers, plus guest essays from marketers and researchers we admire.'),
      p('Every piece is edited by Hannah Lindqvist, who will cut your favourite sentence if it does not earn its place. We publish when we have something to say, which is roughly twice a month, and we would rather you read one essay properly than skim five.'),
    ),
  },
  {
    slug: 'podcast', uri: '/podcast/', title: 'Podcast', date: '2025-06-16T09:00:00', menuOrder: 15,
    excerpt: excerpt('Thin Air: conversations with marketers about the decisions behind their best and worst work.'),
    featuredImage: 'hero-podcast-night-glow.jpg',
    heroSettings: hero({
      size: 'large', type: 'video', color: 'paper', bg: 'ink', overlay: 'ink', opacity: 65, scrollDown: true, insightAlt: false,
      cta: { label: 'Listen on our podcast host', link: link('https://thinair.podhost.example/', 'Thin Air on the podcast host', '_blank') }, left: ['bottom', 'cumulus'], right: ['top', 'stratus'],
      image: 'hero-podcast-night-glow.jpg', eyebrow: 'The Altitude podcast', headline: 'Thin Air',
    }),
    pageMetadata: metadata('Thin Air, the podcast from Altitude Marketing Group: one guest, one decision, an honest look at how it played out.', 'og-podcast.jpg'),
    content: blocks(
      lead('Thin Air is a podcast about the decisions that shape marketing: a rebrand, a channel abandoned, a campaign that almost did not run.'),
      mediaText(
        { file: 'thin-air-cover-01.jpg', alt: 'Thin Air podcast cover for episode 1: a striped balloon under a moonlit sky' },
        h2('One guest, one decision'),
        p('Hosts Daniel Okafor and Evan Castillo talk with one guest per episode about one decision and how it played out, including the parts that went wrong.'),
        p('New episodes arrive every three weeks, recorded in our Winter Park studio. Listen here, on our podcast host, or wherever you get your podcasts.'),
      ),
    ),
  },
  {
    slug: 'hot-air', uri: '/hot-air/', title: 'Hot Air Newsletter', date: '2025-03-18T09:00:00', menuOrder: 16,
    excerpt: excerpt('One big idea, three useful links and a chart, every other Thursday. Free, and easy to leave.'),
    featuredImage: 'hero-hot-air-envelope.jpg',
    heroSettings: hero({
      size: 'full', type: 'image', color: 'paper', bg: 'sunset', overlay: 'sunset', opacity: 30, scrollDown: true, insightAlt: false,
      cta: { label: 'Subscribe below', link: link('/hot-air/#subscribe', 'Subscribe to Hot Air') }, left: ['middle', 'cumulus'], right: ['bottom', 'cumulus'],
      image: 'hero-hot-air-envelope.jpg', eyebrow: 'The Altitude newsletter', headline: 'Hot Air. Surprisingly light on it.',
    }),
    pageMetadata: metadata('Subscribe to Hot Air, the newsletter from Altitude Marketing Group: one big idea, three links and a chart, every other Thursday.', 'og-hot-air.jpg'),
    content: blocks(
      lead('Hot Air lands every other Thursday morning. It takes about five minutes to read, and it is written by people who would rather you closed it early than skimmed it.'),
      h2('In every issue'),
      cards([
        { icon: iconFile('clarity'), title: 'One big idea', text: 'Argued properly, in about six hundred words, by someone on the team who has been thinking about it for a while.' },
        { icon: iconFile('content'), title: 'Three links', text: 'Worth your time, each with a sentence on why. No listicles, no affiliate links.' },
        { icon: iconFile('analytics'), title: 'The chart of the fortnight', text: 'One chart that changed how we think about something, and what we think it means.' },
      ]),
      p('Now and then there is also a note from the studio: a new framework, a podcast episode we are proud of or a job opening. Subscribers get the printable Altitude Frameworks too.'),
      h2('Subscribe', 'subscribe'),
      p('Free, no spam, one click to leave. We never share your address.'),
    ),
  },
  {
    slug: 'contact', uri: '/contact/', title: 'Get In Touch', date: '2024-05-06T09:30:00', menuOrder: 17,
    excerpt: excerpt('Tell us what you are working on. A strategist replies within one business day.'),
    featuredImage: 'hero-contact-beacon.jpg',
    heroSettings: hero({
      size: 'medium', type: 'image', color: 'paper', bg: 'dusk', overlay: 'dusk', opacity: 40, scrollDown: true, insightAlt: false,
      cta: { label: 'Call (407) 555-0142', link: link('tel:+14075550142', 'Call Altitude') }, left: ['top', 'cumulus'], right: ['middle', 'wisp'],
      image: 'hero-contact-beacon.jpg', eyebrow: 'Get In Touch', headline: 'Let us talk about where you want to go.',
    }),
    pageMetadata: metadata('Contact Altitude Marketing Group: 1250 Lakemont Avenue, Suite 300, Winter Park, FL 32789. (407) 555-0142, hello@altitudemarketing.example.', 'og-altitude.jpg'),
    content: blocks(
      lead('The quickest way to reach us is the form on this page. A strategist reads every message and replies within one business day, usually with a couple of questions and a suggested time to talk.'),
      columns([
        column(h3('Call'), p('<a href="tel:+14075550142">(407) 555-0142</a>, Monday to Friday, 8:30 a.m. to 5:30 p.m.')),
        column(h3('Write'), p('<a href="mailto:hello@altitudemarketing.example">hello@altitudemarketing.example</a> for projects, <a href="mailto:careers@altitudemarketing.example">careers@altitudemarketing.example</a> for jobs.')),
        column(h3('Visit'), p('1250 Lakemont Avenue, Suite 300, Winter Park, FL 32789. Parking and directions are on the <a href="/amg-headquarters/">AMG Headquarters</a> page.')),
      ], { className: 'is-style-cards' }),
      h2('What happens next'),
      steps([
        ['We read it.', 'A strategist reads every message, not a sales team or a bot.'],
        ['We reply.', 'Within one business day, usually with a couple of questions and a time to talk.'],
        ['We talk.', 'Thirty minutes about where you are and where you want to be. No pitch deck.'],
      ]),
    ),
  },
  {
    slug: 'thank-you', uri: '/thank-you/', title: 'Thank You', date: '2024-05-06T09:40:00', menuOrder: 18,
    excerpt: excerpt('Your message is airborne. We will reply within one business day.'),
    featuredImage: null,
    heroSettings: hero({
      size: 'small', type: 'headline', color: 'paper', bg: 'meadow', overlay: 'meadow', opacity: 0, scrollDown: false, insightAlt: false,
      cta: { label: 'Back to the homepage', link: link('/', 'Home') }, left: ['bottom', 'wisp'], right: ['top', 'wisp'],
      image: 'hero-contact-beacon.jpg', eyebrow: 'Message received', headline: 'Thank you. Your message is airborne.',
    }),
    pageMetadata: metadata('Thank you for contacting Altitude Marketing Group.', null, { exclude: true }),
    content: blocks(
      lead('Thanks for getting in touch. One of our strategists will reply within one business day, usually sooner.'),
      p('In the meantime, you might enjoy a few of our recent essays, an episode of Thin Air or the case studies closest to what you are working on.'),
      buttons(['Read Insights', '/insights/'], ['See our work', '/work/', 'outline']),
    ),
  },
];
