import { blocks, buttons, excerpt, h2, lead, marquee, p } from '../html';
import { pattern } from '../patterns';
import type { PackPage } from '../types';
import { hero, link, metadata } from './settings';
import { clientNames } from './testimonials';

export const home: PackPage = {
  slug: 'home',
  uri: '/',
  title: 'Home',
  date: '2024-05-06T08:00:00',
  isFrontPage: true,
  menuOrder: 0,
  excerpt: excerpt(
    'Altitude Marketing Group is a Winter Park, Florida agency for brand strategy, websites, media and content.',
  ),
  featuredImage: 'hero-home-sunrise-balloons.jpg',
  heroSettings: hero({
    size: 'full',
    type: 'image',
    color: 'paper',
    bg: 'dusk',
    overlay: 'ink',
    opacity: 35,
    scrollDown: true,
    insightAlt: false,
    cta: { label: 'Start a conversation', link: link('/contact/', 'Get In Touch') },
    left: ['bottom', 'cumulus'],
    right: ['top', 'wisp'],
    image: 'hero-home-sunrise-balloons.jpg',
    eyebrow: 'Altitude Marketing Group · Winter Park, FL',
    headline: 'Marketing that gives your brand lift.',
  }),
  pageMetadata: metadata(
    'Altitude Marketing Group is a Winter Park, FL marketing agency: brand strategy, websites, paid media, content and video for ambitious Central Florida companies.',
    'og-home.jpg',
    {
      social:
        'Strategy, creative and media that help ambitious brands rise above the noise. Based in Winter Park, Florida.',
    },
  ),
  content: blocks(
    h2('Rise above the noise'),
    lead(
      'Altitude is a full-service marketing agency in Winter Park, Florida. We help growing companies find a clear position, tell it well and put it in front of the people most likely to care, then we measure honestly and adjust.',
    ),
    p(
      'Our clients include healthcare practices, credit unions, manufacturers, coffee roasters and a few organisations that simply defy categories. What they share is ambition and a willingness to make choices: to be known for one thing rather than vaguely for everything, and to stop spending where the numbers say it is not working. No jargon, no bloated retainers, no decks that nobody reads.',
    ),
    marquee(clientNames),
    pattern('services-cards'),
    buttons(
      ['Explore our services', '/what-we-do/'],
      ['See the frameworks we use', '/marketing-frameworks/', 'outline'],
    ),
    pattern('results-stats'),
    pattern('case-study-highlight'),
    pattern('process-steps'),
    pattern('testimonial'),
  ),
};
