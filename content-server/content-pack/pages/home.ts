import { blocks, buttons, cards, excerpt, h2, lead, marquee, mediaText, p, stats, steps, testimonials } from '../html';
import { iconFile } from '../icons';
import type { PackPage } from '../types';
import { hero, link, metadata } from './settings';
import { clientNames, clientVoices } from './testimonials';

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
    h2('What we do'),
    p(
      'One senior team plans together, so the person who wrote your positioning sits next to the person buying your media, and both of them know how your website is built.',
    ),
    cards([
      {
        icon: iconFile('strategy'),
        title: 'Strategy that fits on a napkin',
        text: 'Customer research, positioning and plans your whole team can repeat from memory, written on one page with the numbers that will tell us it worked.',
      },
      {
        icon: iconFile('brand'),
        title: 'Creative people remember',
        text: 'Identities, campaigns and films built on distinctive assets that last for years, so every new story adds to the brand instead of starting over.',
      },
      {
        icon: iconFile('media'),
        title: 'Media that earns its keep',
        text: 'Search, social and streaming audio, bought carefully against a measurement plan agreed before the first dollar, and reported in plain language.',
      },
      {
        icon: iconFile('websites'),
        title: 'Websites that do the work',
        text: 'Fast, accessible sites your team can edit without calling a developer, designed around the one or two things visitors came to do.',
      },
    ]),
    buttons(
      ['Explore our services', '/what-we-do/'],
      ['See the frameworks we use', '/marketing-frameworks/', 'outline'],
    ),
    h2('Results, with the receipts'),
    p(
      'Every engagement starts by naming the number that matters to the business. These are a few of the ones our clients let us publish.',
    ),
    stats([
      ['+212%', 'online appointment requests for Lakeside Orthopedics'],
      ['+38%', 'membership applications for Orange Blossom Credit Union'],
      ['4,100', 'coffee subscribers for Cypress Coffee Roasters in year one'],
    ]),
    mediaText(
      {
        file: 'case-orange-blossom-credit-union.jpg',
        alt: 'An orange Orange Blossom Credit Union billboard over a city street asks "Can I join if I\'m not a teacher?", with the campaign poster in a bus shelter below',
      },
      h2('Money, Minus the Fine Print'),
      p(
        "Orange Blossom Credit Union had better rates than the big banks, and nobody under thirty-five knew it. We put members' real questions on billboards, bus shelters and social, and rebuilt the website to answer them plainly.",
      ),
      p('Applications rose 38 percent during the campaign and the median age of new members fell by nine years.'),
      buttons(['Read the case study', '/work/orange-blossom-credit-union/']),
    ),
    h2('How we work with you'),
    steps([
      [
        'Discover.',
        'Two to four weeks of interviews, data and listening, with your customers as well as your leadership team.',
      ],
      [
        'Decide.',
        'A plan on one page: the position, the audience, two or three channels, the budget and the measures.',
      ],
      [
        'Launch and learn.',
        'Work goes live in small, measurable steps, and we adjust every month on what the numbers say.',
      ],
      [
        'Review.',
        'Every quarter we sit down with your leadership to decide what continues, what changes and what stops.',
      ],
    ]),
    h2('What our clients say'),
    testimonials(clientVoices),
  ),
};
