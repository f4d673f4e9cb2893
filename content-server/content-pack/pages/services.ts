import {
  band,
  blocks,
  buttons,
  cards,
  excerpt,
  figure,
  gallery,
  h2,
  lead,
  marquee,
  mediaText,
  p,
  pullquote,
  stats,
  steps,
} from '../html';
import { iconFile } from '../icons';
import { pattern } from '../patterns';
import type { PackPage } from '../types';
import { hero, link, metadata } from './settings';
import { clientNames } from './testimonials';

export const servicePages: PackPage[] = [
  {
    slug: 'what-we-do',
    uri: '/what-we-do/',
    title: 'What We Do',
    date: '2024-05-06T09:00:00',
    menuOrder: 8,
    excerpt: excerpt(
      'Strategy, brand, websites, paid media, content and video, from one senior team that measures what matters.',
    ),
    featuredImage: 'hero-what-we-do-jetstream.jpg',
    heroSettings: hero({
      size: 'large',
      type: 'image',
      color: 'paper',
      bg: 'sunset',
      overlay: 'ink',
      opacity: 40,
      scrollDown: true,
      insightAlt: false,
      cta: { label: 'See our work', link: link('/work/', 'Our Work') },
      left: ['middle', 'cumulus'],
      right: ['top', 'cumulus'],
      image: 'hero-what-we-do-jetstream.jpg',
      eyebrow: 'What We Do',
      headline: 'Everything it takes to climb.',
    }),
    pageMetadata: metadata(
      'Altitude Marketing Group services: brand strategy, identity, websites, paid media, content and SEO, social, video and podcasts.',
      'og-work.jpg',
    ),
    content: blocks(
      lead(
        'We offer the services a growing company needs from a marketing partner, delivered by one team that plans together. The person who wrote your positioning sits next to the person buying your media, and both of them know how your website is built.',
      ),
      p(
        'Most clients start with strategy and grow into two or three of the services below. Some keep us for one thing we do especially well. Either way, every engagement is led by a senior person who will still be on it a year from now.',
      ),
      marquee([
        'Brand strategy',
        'Positioning',
        'Identity',
        'Websites',
        'Paid search',
        'Paid social',
        'Content & SEO',
        'Video',
        'Podcasts',
        'Analytics',
      ]),
      h2('Services'),
      cards([
        {
          icon: iconFile('strategy'),
          title: 'Strategy',
          text: 'Customer research, positioning, messaging and annual plans. Every engagement starts here, even if only for a two-week sprint, because everything else depends on it.',
        },
        {
          icon: iconFile('brand'),
          title: 'Brand & creative',
          text: 'Identities, design systems, campaigns and copy. We build distinctive assets meant to last for years, then tell new stories with them.',
        },
        {
          icon: iconFile('websites'),
          title: 'Websites',
          text: 'Design and development of fast, accessible sites that marketing teams can edit themselves, often on headless WordPress.',
        },
        {
          icon: iconFile('media'),
          title: 'Media',
          text: 'Paid search, paid social, streaming audio and programmatic, planned with a measurement plan agreed before a dollar is spent.',
        },
        {
          icon: iconFile('content'),
          title: 'Content, SEO & social',
          text: 'Editorial strategy, search, social channels and creator partnerships, built around the questions your customers actually ask.',
        },
        {
          icon: iconFile('video'),
          title: 'Video & audio',
          text: 'Brand films, social video and podcasts, produced in our Winter Park studio or on location, from the script to the final mix.',
        },
      ]),
      h2('How an engagement usually runs'),
      steps([
        [
          'Discovery sprint.',
          'Two to four weeks of customer interviews, data and a workshop with your leadership team.',
        ],
        [
          'A plan on one page.',
          'The goal, the audience, two or three channels, the budget and the measures, agreed before anything launches.',
        ],
        [
          'Launch, learn, adjust.',
          'Work goes live in monthly cycles, each one reviewed against the measures in the plan.',
        ],
        ['Quarterly review.', 'With your leadership team: what continues, what changes and what stops.'],
      ]),
      mediaText(
        {
          file: 'case-lakeside-orthopedics.jpg',
          alt: 'The Lakeside Orthopedics website on a laptop asks "Where does it hurt?" with a Book online button and choices for knee, hip and shoulder, beside the same page on a phone',
          right: true,
        },
        h2('Strategy, website and media, one team'),
        p(
          'For Lakeside Orthopedics, patient research shaped the positioning, the positioning shaped a symptom-led website, and the search campaigns sent people straight to it. Online appointment requests rose 212 percent in two quarters.',
        ),
        buttons(['Read the case study', '/work/lakeside-orthopedics/']),
      ),
      band(
        'meadow',
        'Not sure where to start?',
        'Most clients are not. Tell us what you are trying to change and we will suggest the smallest useful first step.',
        ['Get in touch', '/contact/'],
        ['Explore our frameworks', '/marketing-frameworks/', 'outline'],
      ),
      marquee(clientNames),
      pattern('testimonial'),
    ),
  },
  {
    slug: 'marketing-frameworks',
    uri: '/marketing-frameworks/',
    title: 'Marketing Frameworks',
    date: '2024-07-15T09:00:00',
    menuOrder: 9,
    excerpt: excerpt(
      'The Altitude Frameworks: the simple tools we use with every client, published so you can use them too.',
    ),
    featuredImage: 'hero-frameworks-contours.jpg',
    heroSettings: hero({
      size: 'small',
      type: 'headline',
      color: 'ink',
      bg: 'meadow',
      overlay: 'paper',
      opacity: 15,
      scrollDown: false,
      insightAlt: false,
      cta: { label: 'Download the frameworks', link: link('/hot-air/', 'Subscribe to Hot Air for the PDF') },
      left: ['top', 'none'],
      right: ['bottom', 'wisp'],
      image: 'hero-frameworks-contours.jpg',
      eyebrow: 'The Altitude Frameworks',
      headline: 'Maps for the climb.',
    }),
    pageMetadata: metadata(
      'The Altitude Frameworks: the Napkin Test, the Pibal Test, the Flight Plan and the Landing Review. Free tools for marketers.',
      null,
    ),
    content: blocks(
      lead(
        'We publish the tools we use with clients because good frameworks get better when more people use them, and because we would rather win work with our thinking than hide it behind a sales call.',
      ),
      p(
        'There are four of them, used in order. None needs software, a certification or a consultant; a pen, a whiteboard and an honest hour will do. Each one ends in a decision written down, which is the whole point.',
      ),
      h2('The four frameworks'),
      cards([
        {
          icon: iconFile('napkin'),
          title: '1. The Napkin Test',
          text: 'Positioning in four handwritten lines: for whom, who need, we are, unlike. If it does not fit on a napkin, the choice has not been made yet.',
        },
        {
          icon: iconFile('pibal'),
          title: '2. The Pibal Test',
          text: 'Named after the small balloons pilots release to read the winds before launch: three cheap tests of demand, message and channel before the budget is committed.',
        },
        {
          icon: iconFile('flightplan'),
          title: '3. The Flight Plan',
          text: 'A one-page plan with the goal, the audience, the two or three channels that matter, the budget, the measures and the decision dates.',
        },
        {
          icon: iconFile('landing'),
          title: '4. The Landing Review',
          text: 'A short, blameless review after each campaign: what we expected, what happened, what we learned and what we will do differently.',
        },
      ]),
      h2('The Flight Plan, line by line'),
      p(
        'The Flight Plan is the framework clients ask about most, because it is the one their finance teams like. Every line has a rule.',
      ),
      steps([
        ['Goal.', 'One number, with a date. "More awareness" is not a goal; "400 qualified leads by June" is.'],
        ['Audience.', 'A situation, not a demographic: "practice managers replacing a scheduling system this year."'],
        ['Channels.', 'No more than three to start. A fourth has to replace one of the three.'],
        ['Measures.', 'Agreed before launch, including what result would make us stop.'],
        ['Decision dates.', 'When we will continue, change or stop, in the calendar from day one.'],
      ]),
      figure(
        'hero-frameworks-contours.jpg',
        'Topographic contour lines over misty mountains with two balloons',
        'Every framework is a map, not the territory.',
      ),
      band(
        'dusk',
        'Get the printable frameworks',
        'All four, on one page each, free with Hot Air, our newsletter every other Thursday.',
        ['Subscribe to Hot Air', '/hot-air/'],
        ['Talk to a strategist', '/contact/', 'outline'],
      ),
      pattern('questions-answers'),
      pullquote(
        'The goal of a framework is a better conversation, not a prettier slide.',
        'Daniel Okafor, Chief Strategy Officer',
      ),
    ),
  },
  {
    slug: 'work',
    uri: '/work/',
    title: 'Our Work',
    date: '2024-05-06T09:10:00',
    menuOrder: 10,
    excerpt: excerpt(
      'Case studies from healthcare, finance, food, industry, the arts and real estate, each with the number that mattered.',
    ),
    // The work itself, not the sky: the festival posters lead the page that shows every case study.
    featuredImage: 'case-eatonville-arts-collective.jpg',
    heroSettings: hero({
      size: 'large',
      type: 'insight',
      color: 'paper',
      bg: 'ink',
      overlay: 'sky',
      opacity: 30,
      scrollDown: true,
      insightAlt: true,
      cta: { label: 'Start your project', link: link('/contact/', 'Get In Touch') },
      left: ['bottom', 'wisp'],
      right: ['middle', 'stratus'],
      image: 'case-eatonville-arts-collective.jpg',
      eyebrow: 'Our Work',
      headline: 'Results, with the receipts.',
    }),
    pageMetadata: metadata(
      'Case studies from Altitude Marketing Group: Lakeside Orthopedics, Orange Blossom Credit Union, Cypress Coffee Roasters and more.',
      'og-work.jpg',
    ),
    content: blocks(
      lead(
        "Every case study here names the number the client cared about most. Some are big, some are modest, all are real and reported with the client's permission.",
      ),
      stats([
        ['+212%', 'online appointment requests, Lakeside Orthopedics'],
        ['3×', 'festival attendance with no paid media, Eatonville Arts Collective'],
        ['4', 'months early: Lakeshore Living sold out phase one'],
      ]),
      marquee(clientNames),
      gallery(
        [
          {
            file: 'case-orange-blossom-credit-union.jpg',
            alt: 'An orange Orange Blossom Credit Union billboard over a city street asks "Can I join if I\'m not a teacher?"',
            caption: "Orange Blossom Credit Union: members' questions on billboards.",
          },
          {
            file: 'case-cypress-coffee-roasters.jpg',
            alt: 'Three Cypress Coffee Roasters bags on a wooden counter, each label an illustrated landscape of its origin',
            caption: 'Cypress Coffee Roasters: one landscape per origin.',
          },
          {
            file: 'case-palmetto-industrial-supply.jpg',
            alt: 'A blue Palmetto Industrial Supply billboard beside a highway at dawn reads "Open before you are."',
            caption: 'Palmetto Industrial Supply: open before you are.',
          },
        ],
        { columns: 3, align: 'wide' },
      ),
      p(
        'Each study below tells the problem, what we did and what changed, with the pictures of the work itself. If your challenge looks like one of them, the people who did that work are the people you would work with.',
      ),
    ),
  },
  {
    slug: 'careers',
    uri: '/careers/',
    title: 'Careers',
    date: '2024-08-01T09:00:00',
    menuOrder: 11,
    excerpt: excerpt('Join a senior, curious team in Winter Park. Open roles, benefits and how we hire.'),
    featuredImage: 'hero-careers-launch.jpg',
    heroSettings: hero({
      size: 'medium',
      type: 'image',
      color: 'ink',
      bg: 'paper',
      overlay: 'sunset',
      opacity: 20,
      scrollDown: true,
      insightAlt: false,
      cta: { label: 'See openings', link: link('/careers/#openings', 'Openings') },
      left: ['middle', 'cumulus'],
      right: ['middle', 'cumulus'],
      image: 'hero-careers-launch.jpg',
      eyebrow: 'Careers at Altitude',
      headline: 'Do the best work of your career, with people who will notice.',
    }),
    pageMetadata: metadata(
      'Careers at Altitude Marketing Group in Winter Park, FL: open roles, benefits, the Altitude Fellowship and how we hire.',
      'og-careers.jpg',
    ),
    content: blocks(
      lead(
        'We are a small team and we hire carefully. Everyone here works directly with clients, shares work openly and gets better because of it. If that sounds like your kind of place, we would love to hear from you.',
      ),
      p(
        'Altitude is thirteen people in a third-floor studio on Lakemont Avenue. We are strategists, designers, writers, media buyers, developers and producers, and nobody hides behind an account team: the person who did the work presents it.',
      ),
      h2('What we offer'),
      cards([
        {
          icon: iconFile('analytics'),
          title: 'Published salaries',
          text: 'Every job listing shows its salary range, and everyone in the same role is paid within it. No negotiating games.',
        },
        {
          icon: iconFile('generosity'),
          title: 'Health, fully covered',
          text: 'Health, dental and vision cover, with the premium fully paid for employees and most of it for families.',
        },
        {
          icon: iconFile('studio'),
          title: 'Hybrid, with a studio worth visiting',
          text: 'Three studio days a week, the other two wherever you do your best work. Sixteen days off plus the week between Christmas and New Year.',
        },
        {
          icon: iconFile('curiosity'),
          title: 'Time to grow',
          text: 'Forty paid volunteer hours a year and a professional development budget you are expected to spend.',
        },
      ]),
      h2('How we hire'),
      steps([
        ['Apply.', 'A short application: your work and a note on why Altitude. No cover-letter templates, please.'],
        ['Talk.', 'A thirty-minute conversation with the hiring lead about your work and ours.'],
        ['Try.', 'A paid, time-boxed exercise that resembles real work, reviewed by the people you would work with.'],
        ['Meet.', 'Lunch with the team, because you should interview us too.'],
      ]),
      pullquote(
        'A great office is one where people choose to show up on a Friday.',
        'Rosa Delgado, Office & Culture Manager',
      ),
      h2('Current openings', 'openings'),
      p(
        'Our open roles are listed below. Do not see the right one? Write to careers@altitudemarketing.example anyway; some of our best hires wrote to us first.',
      ),
      buttons(['Read about our culture', '/about/#culture']),
    ),
  },
];
