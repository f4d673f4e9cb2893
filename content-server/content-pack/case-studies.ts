import type { ClientBrand, WorkScene } from './art/work';
import { band, blocks, excerpt, h2, lead, mediaText, p, pullquote, stats, steps } from './html';
import type { PackCaseStudy } from './types';

/** A picture of the work: the file, what it shows (its alternative text) and what the image script draws. */
interface WorkPicture {
  file: string;
  alt: string;
  caption: string;
  scene: WorkScene;
}

interface Study {
  slug: string;
  title: string;
  date: string;
  summary: string;
  details: PackCaseStudy['caseStudyDetails'];
  brand: ClientBrand;
  /** The featured picture (hero and listing card), then the one shown beside the challenge. */
  pictures: [WorkPicture, WorkPicture];
  intro: string;
  figures: [string, string][];
  challenge: string[];
  approach: [string, string][];
  outcome: string[];
  quote: [string, string];
}

export const studies: Study[] = [
  {
    slug: 'orange-blossom-credit-union',
    title: 'Orange Blossom Credit Union: Money, Minus the Fine Print',
    date: '2025-10-20T09:00:00',
    summary: "A plain-spoken campaign that answered members' real questions and grew applications by 38 percent.",
    details: {
      client: 'Orange Blossom Credit Union',
      industry: 'Financial services',
      services: 'Brand strategy, campaign creative, outdoor, paid social',
      result: '+38% membership applications during the campaign',
    },
    brand: {
      name: 'Orange Blossom Credit Union',
      mark: 'ORANGE BLOSSOM',
      primary: '#e8682a',
      secondary: '#ffd8a8',
      accent: '#ffe27a',
      dark: '#2d1b0e',
      light: '#fffaf2',
    },
    pictures: [
      {
        file: 'case-orange-blossom-credit-union.jpg',
        alt: 'An orange Orange Blossom Credit Union billboard over a city street asks "Can I join if I\'m not a teacher?", with the campaign poster in a bus shelter below',
        caption:
          "Members' own questions, answered in public: a billboard on Orange Avenue and the bus-shelter poster beneath it.",
        scene: {
          kind: 'billboard',
          setting: 'street',
          lines: ['Can I join if', "I'm not a teacher?"],
          tagline: 'Yes. Ask us anything.',
          shelter: ['Money,', 'minus the', 'fine print.'],
        },
      },
      {
        file: 'case-orange-blossom-credit-union-detail.jpg',
        alt: 'The rebuilt Orange Blossom Credit Union website on a laptop and a phone, led by the question "What does it cost to join?" and a button to open an account',
        caption: 'The website, rebuilt around the same questions with plain answers and one clear next step.',
        scene: {
          kind: 'devices',
          headline: ['What does it', 'cost to join?'],
          cta: 'Open an account',
          tiles: ['Fees, in full', 'Car loans', 'Ask a question'],
        },
      },
    ],
    intro:
      'Orange Blossom had better rates than the big banks and friendlier service, yet younger Central Floridians saw credit unions as old-fashioned and complicated. We stopped telling them how friendly the credit union was and started answering the questions they were too embarrassed to ask at a branch.',
    figures: [
      ['+38%', 'membership applications during the campaign'],
      ['−9', 'years off the median age of new members'],
      ['2', 'Florida Creative Awards, gold and silver'],
    ],
    challenge: [
      'Their advertising, full of smiling stock families, was indistinguishable from every bank on the same billboards. Research showed people under thirty-five did not know who could join, what it cost or whether the app was any good.',
      "The credit union's own staff heard those questions every day. Nobody had thought to put them on a billboard.",
    ],
    approach: [
      [
        'Listen at the counter.',
        'Tellers and loan officers logged the questions members asked at branches for six weeks: 1,400 of them, sorted into forty themes.',
      ],
      [
        'Put the questions in public.',
        'Each question became a billboard, a bus-shelter poster, a social post or a short video answered by a real employee, in their own words.',
      ],
      [
        'Answer them properly online.',
        'The website was rebuilt around the same questions, with plain answers, full fee tables and one clear next step on every page.',
      ],
    ],
    outcome: [
      'Membership applications rose 38 percent over the twelve-week campaign and stayed 21 percent above the previous year for the two quarters after it. The median age of new members fell by nine years.',
      'The campaign won gold and silver at the Florida Creative Awards, and the question log is now a standing part of how Orange Blossom plans its marketing.',
    ],
    quote: [
      'Our members finally saw themselves in our advertising, because it was their questions on the billboards.',
      'Keisha Monroe, VP Marketing, Orange Blossom Credit Union',
    ],
  },
  {
    slug: 'lakeside-orthopedics',
    title: 'Lakeside Orthopedics: booking without the phone tag',
    date: '2025-06-09T09:00:00',
    summary:
      "Patient research reshaped a practice's website and campaigns around the first phone call, and online bookings followed.",
    details: {
      client: 'Lakeside Orthopedics',
      industry: 'Healthcare',
      services: 'Patient research, brand positioning, website, paid search',
      result: '+212% online appointment requests in two quarters',
    },
    brand: {
      name: 'Lakeside Orthopedics',
      mark: 'LAKESIDE ORTHO',
      primary: '#1f6f8b',
      secondary: '#9fd8e3',
      accent: '#ffc857',
      dark: '#0e2a36',
      light: '#f5fbfc',
    },
    pictures: [
      {
        file: 'case-lakeside-orthopedics.jpg',
        alt: 'The Lakeside Orthopedics website on a laptop asks "Where does it hurt?" with a Book online button and choices for knee, hip and shoulder, beside the same page on a phone',
        caption: 'A symptom-led website: patients start from where it hurts, not from a list of surgeons.',
        scene: {
          kind: 'devices',
          headline: ['Where does', 'it hurt?'],
          cta: 'Book online',
          tiles: ['Knee', 'Hip', 'Shoulder'],
        },
      },
      {
        file: 'case-lakeside-orthopedics-detail.jpg',
        alt: 'Three phone screens of Lakeside Orthopedics online booking: choose where it hurts, pick a specialist near you, confirm a time',
        caption: 'Three questions from symptom to booked appointment, on the phone most patients search from.',
        scene: {
          kind: 'phones',
          screens: [
            { title: 'Where does|it hurt?', lines: ['Knee', 'Hip', 'Shoulder', 'Lower back'], cta: 'Next' },
            { title: 'Your|specialists', lines: ['Dr. Castellanos', 'Dr. Whitfield', 'Dr. Osei'], cta: 'See times' },
            {
              title: 'Tuesday|10:30 a.m.',
              lines: ['Winter Park clinic', 'Bring your X-rays', 'Reminder by text'],
              cta: 'Confirm',
            },
          ],
        },
      },
    ],
    intro:
      'Lakeside was opening three new clinics and needed patients to find the right specialist quickly. We built everything, from the website to the search ads, around the moment a patient in pain first reaches out.',
    figures: [
      ['+212%', 'online appointment requests in two quarters'],
      ['−25%', 'inbound call volume'],
      ['7', 'months for three new clinics to reach first-year targets'],
    ],
    challenge: [
      'Most new patients still booked by phone, and one in five calls went to voicemail during busy hours. The website listed surgeons by credential, which meant nothing to someone with a sore knee and a search bar.',
      'Forty interviews in waiting rooms showed what patients feared most: choosing the wrong specialist and waiting weeks to find out.',
    ],
    approach: [
      [
        'Start from the symptom.',
        'A new website routes patients to the right doctor in three questions, starting with where it hurts.',
      ],
      [
        'Search for what people type.',
        'Campaigns targeted symptoms, not procedures, and every ad led straight to online booking.',
      ],
      [
        'Close the loop.',
        'Text reminders and a plain "what to bring" note cut no-shows and the calls that used to ask the same thing.',
      ],
    ],
    outcome: [
      'Online appointment requests rose 212 percent in two quarters and call volume dropped by a quarter, which gave the front desk time for the patients who still prefer to phone.',
      'The three new clinics reached their first-year patient targets in seven months.',
    ],
    quote: [
      "They started with our patients' fears instead of our surgeons' credentials. It changed everything.",
      'Dr. Renée Castellanos, COO, Lakeside Orthopedics',
    ],
  },
  {
    slug: 'cypress-coffee-roasters',
    title: 'Cypress Coffee Roasters: a subscription worth waking up for',
    date: '2025-03-24T09:00:00',
    summary: 'Packaging, a subscription program and a wholesale push helped a local roaster grow beyond its cafés.',
    details: {
      client: 'Cypress Coffee Roasters',
      industry: 'Food & beverage',
      services: 'Packaging design, e-commerce, email marketing',
      result: '4,100 active subscribers in the first year',
    },
    brand: {
      name: 'Cypress Coffee Roasters',
      mark: 'CYPRESS COFFEE',
      primary: '#2f6b4f',
      secondary: '#d9c7a3',
      accent: '#e9a23b',
      dark: '#1d2b24',
      light: '#fbf5ea',
    },
    pictures: [
      {
        file: 'case-cypress-coffee-roasters.jpg',
        alt: 'Three Cypress Coffee Roasters bags on a wooden counter, each label an illustrated landscape of its origin (Huila, Colombia; Sidama, Ethiopia; Cerrado, Brazil) with tasting notes',
        caption: 'One landscape per origin, and tasting notes readable from across the café.',
        scene: {
          kind: 'bags',
          origins: [
            { name: 'Huila, Colombia', notes: 'Cocoa · cherry · panela', color: '#f3c98b' },
            { name: 'Sidama, Ethiopia', notes: 'Jasmine · peach · lemon', color: '#f2b6a0' },
            { name: 'Cerrado, Brazil', notes: 'Hazelnut · caramel', color: '#bcd8c1' },
          ],
        },
      },
      {
        file: 'case-cypress-coffee-roasters-detail.jpg',
        alt: "Three phone screens of the Cypress Coffee subscription: the next bag ships Friday, skip, swap or pause in one tap, and the roaster's monthly letter",
        caption: 'Skip, swap or pause in one tap: the subscription customers stopped cancelling.',
        scene: {
          kind: 'phones',
          screens: [
            {
              title: 'Your next bag|ships Friday',
              lines: ['Sidama, Ethiopia', '12 oz, whole bean', 'Every 2 weeks'],
              cta: 'Skip this one',
            },
            {
              title: 'Swap your|coffee',
              lines: ['Huila, Colombia', 'Cerrado, Brazil', "Roaster's choice"],
              cta: 'Swap',
            },
            {
              title: 'A letter from|the roaster',
              lines: ['This month: Sidama', 'Brewing at home', 'Meet the farm'],
              cta: 'Read',
            },
          ],
        },
      },
    ],
    intro:
      'Cypress roasted excellent coffee but sold most of it through two cafés. We gave every origin a face, made the subscription easy to keep and turned the email list into a letter people open.',
    figures: [
      ['4,100', 'active subscribers in twelve months'],
      ['4.8%', 'monthly churn'],
      ['2×', 'wholesale accounts'],
    ],
    challenge: [
      'Online sales were small and customers bought once, then forgot. The old bags were a plain kraft pouch with a sticker, indistinguishable on a shelf and forgettable at home.',
      'The subscription, when it existed, could only be changed by emailing the founder.',
    ],
    approach: [
      [
        'Give each origin a landscape.',
        'We redesigned the packaging so every origin has its own illustrated landscape and tasting notes readable at a glance.',
      ],
      [
        'Make staying easy.',
        'A flexible subscription lets customers skip, swap or pause in one tap, so a holiday no longer means cancelling.',
      ],
      [
        'Write like a roaster.',
        'Email became a monthly letter from the roaster about the coffee in the bag, rather than a stream of discounts.',
      ],
    ],
    outcome: [
      'The subscription reached 4,100 active subscribers in twelve months, with monthly churn under five percent. Wholesale accounts doubled as cafés asked to stock the new bags.',
      'People now keep the bags. Several cafés frame them.',
    ],
    quote: [
      'People now keep our bags after the coffee is gone. That never happened before.',
      'Tomás Herrera, Founder, Cypress Coffee Roasters',
    ],
  },
  {
    slug: 'palmetto-industrial-supply',
    title: 'Palmetto Industrial Supply: the supplier contractors remember',
    date: '2024-12-02T09:00:00',
    summary: 'A B2B brand campaign on trade radio and job sites made a distributor the first name contractors call.',
    details: {
      client: 'Palmetto Industrial Supply',
      industry: 'Industrial distribution',
      services: 'Brand campaign, trade radio, sales enablement, website',
      result: '+27% new trade accounts year over year',
    },
    brand: {
      name: 'Palmetto Industrial Supply',
      mark: 'PALMETTO',
      primary: '#1d4e89',
      secondary: '#f4d35e',
      accent: '#f4d35e',
      dark: '#101d2e',
      light: '#f7f7f2',
    },
    pictures: [
      {
        file: 'case-palmetto-industrial-supply.jpg',
        alt: 'A blue Palmetto Industrial Supply billboard beside a highway at dawn reads "Open before you are. 5:30 a.m.", with a Palmetto delivery truck on the road below',
        caption: '"Open Before You Are" on the commute crews actually drive, at the hour they drive it.',
        scene: {
          kind: 'billboard',
          setting: 'highway',
          lines: ['Open before', 'you are.'],
          tagline: 'Counters open 5:30 a.m.',
        },
      },
      {
        file: 'case-palmetto-industrial-supply-detail.jpg',
        alt: 'The Palmetto Industrial Supply leave-behind on a workbench: a blue cover reading "Open before you are" and an open spread headed "Six branches. Open at 5:30."',
        caption:
          "The leave-behind sales reps hand over on site: the campaign's promise, and the six branches that keep it.",
        scene: { kind: 'print', cover: ['Open', 'before', 'you are.'], spread: ['Six branches.', 'Open at 5:30.'] },
      },
    ],
    intro:
      'Palmetto competed with national distributors on price and availability, and contractors saw suppliers as interchangeable. We found the one moment when a supplier gets chosen, and made sure Palmetto was the name in the truck at that moment.',
    figures: [
      ['+27%', 'new trade accounts year over year'],
      ['2×', 'unaided awareness among surveyed contractors'],
      ['5:30', 'a.m., when the spots air and the counters open'],
    ],
    challenge: [
      "Contractors bought from whoever answered first. Palmetto's counters opened at 5:30, an hour before most competitors, but nobody knew.",
      'The sales team had no story to tell beyond price lists, and each rep told it differently.',
    ],
    approach: [
      [
        'Ride along.',
        'We rode on early-morning job-site deliveries to learn when contractors actually decide, and what they listen to on the drive.',
      ],
      [
        'Own the hour.',
        'A trade radio campaign, "Open Before You Are," aired at 5:30 a.m. on the stations crews listen to, backed by highway billboards on the same routes.',
      ],
      [
        'Arm the reps.',
        'Sales teams received a one-page story and leave-behinds that matched the campaign, so every conversation started from the same promise.',
      ],
    ],
    outcome: [
      'New trade accounts rose 27 percent year over year and unaided awareness among surveyed contractors doubled.',
      'The sales team adopted the campaign line in their own pitches, which is the best test of a B2B idea we know.',
    ],
    quote: [
      'Our reps kept hearing the radio spots quoted back to them on job sites.',
      'Anand Mehta, CMO, Palmetto Industrial Supply',
    ],
  },
  {
    slug: 'eatonville-arts-collective',
    title: 'Eatonville Arts Collective: a festival the whole county heard about',
    date: '2026-02-16T09:00:00',
    summary:
      'A pro bono identity and partner toolkit helped a volunteer festival triple attendance without paid media.',
    details: {
      client: 'Eatonville Arts Collective',
      industry: 'Arts & nonprofit',
      services: 'Identity, partner toolkit, press relations (pro bono)',
      result: '3× festival attendance with zero paid media',
    },
    brand: {
      name: 'Eatonville Arts Collective',
      mark: 'EATONVILLE ARTS',
      primary: '#6a3ea1',
      secondary: '#f28f3b',
      accent: '#ffd23f',
      dark: '#1f1533',
      light: '#fff8ec',
    },
    pictures: [
      {
        file: 'case-eatonville-arts-collective.jpg',
        alt: "Four Eatonville Arts Festival posters pasted on a brick wall, each an artist's variation of the same sun mark and bold type, with a passer-by carrying a festival tote",
        caption: 'One identity, many hands: every artist made the festival poster their own.',
        scene: { kind: 'posters', lines: ['Eatonville', 'Arts', 'Festival'], date: 'March 7–9 · Free' },
      },
      {
        file: 'case-eatonville-arts-collective-detail.jpg',
        alt: 'The Eatonville Arts Festival partner toolkit on a table: a purple cover reading "Partner toolkit 2026" and an open spread headed "Three days, forty artists."',
        caption: 'The partner toolkit: posters, posts and a short press pitch every artist and sponsor could use.',
        scene: { kind: 'print', cover: ['Partner', 'toolkit', '2026'], spread: ['Three days,', 'forty artists.'] },
      },
    ],
    intro:
      "The collective's festival had a devoted local audience and no marketing budget. Instead of a campaign, we gave the artists themselves an identity they could make their own and the tools to spread it.",
    figures: [
      ['3×', 'festival attendance'],
      ['12', 'local outlets covered the festival'],
      ['$0', 'spent on paid media'],
    ],
    challenge: [
      'Volunteers had little time, and each artist promoted the event differently, if at all. The festival looked like a different event on every poster.',
      'There was no money for advertising, and no one whose job it was to talk to the press.',
    ],
    approach: [
      [
        'A flexible identity.',
        'We designed a bold sun mark and type system that artists could adapt to their own work without losing the festival in it.',
      ],
      [
        'A toolkit for everyone.',
        'Every artist and sponsor got ready-made posts, posters and a short pitch for local press, in one folder.',
      ],
      [
        'Coach, then step back.',
        'We coached volunteers to pitch neighbourhood reporters personally, and let them do it.',
      ],
    ],
    outcome: [
      'Attendance tripled, twelve local outlets covered the festival and the collective secured two new year-round sponsors.',
      'The toolkit is now updated by the volunteers each year, without us.',
    ],
    quote: [
      'Every artist became a marketer, and they enjoyed it.',
      'Jordan Alvarez, Director, Eatonville Arts Collective',
    ],
  },
  {
    slug: 'lakeshore-living-communities',
    title: 'Lakeshore Living: selling a neighbourhood, not a floor plan',
    date: '2026-05-04T09:00:00',
    summary:
      'Storytelling about daily life around the lake, not square footage, sold out the first phase of a new community early.',
    details: {
      client: 'Lakeshore Living Communities',
      industry: 'Real estate',
      services: 'Brand, video, website, paid media',
      result: 'Phase one sold out four months ahead of plan',
    },
    brand: {
      name: 'Lakeshore Living',
      mark: 'LAKESHORE',
      primary: '#2b7a78',
      secondary: '#f6d6a8',
      accent: '#f29e4c',
      dark: '#17302f',
      light: '#fbfaf6',
    },
    pictures: [
      {
        file: 'case-lakeshore-living-communities.jpg',
        alt: 'The Lakeshore Living website on a laptop leads with "Saturday starts at the lake" and a Plan a visit button, beside the same page on a phone',
        caption: 'The website leads with daily life around the lake; floor plans are one click away.',
        scene: {
          kind: 'devices',
          headline: ['Saturday starts', 'at the lake.'],
          cta: 'Plan a visit',
          tiles: ['The market', 'Trails', 'Homes'],
        },
      },
      {
        file: 'case-lakeshore-living-communities-detail.jpg',
        alt: 'The Lakeshore Living sales brochure on a table: a teal cover reading "A year on the lake" and an open spread with a lakeside illustration and a floor plan',
        caption: 'The brochure buyers took home: a year of mornings on the lake first, the floor plan second.',
        scene: { kind: 'print', cover: ['A year', 'on the', 'lake.'], spread: ['Meet your', 'neighbours.'] },
      },
    ],
    intro:
      'A new lakeside community in Clermont competed with dozens of developments promising the same granite countertops. We sold the life around the lake, and let the floor plans follow.',
    figures: [
      ['4', 'months ahead of plan: phase one sold out'],
      ['+3%', 'average price above forecast'],
      ['60%', 'of buyers said the films influenced their visit'],
    ],
    challenge: [
      "Buyers toured, compared floor plans and bought on price. Every competitor's brochure showed the same kitchen from the same angle.",
      "The community's real advantages, the lake, the market and the trails, were nowhere in the sales story.",
    ],
    approach: [
      [
        'Film a year of mornings.',
        'We filmed on the lake, at the farmers market and on the trails around the community, across all four seasons.',
      ],
      [
        'Lead with life.',
        'The website and brochure lead with daily life and neighbours, with floor plans one click or one page away.',
      ],
      [
        'Time the media.',
        'Paid media targeted families relocating to Central Florida, timed to school-year decisions.',
      ],
    ],
    outcome: [
      'Phase one sold out four months ahead of plan at an average price three percent above forecast, and sixty percent of buyers said the videos influenced their visit.',
      'Phase two opens with the same story and a waiting list.',
    ],
    quote: [
      'Buyers started asking about the Saturday market before they asked about the kitchen.',
      'Megan Holloway, Sales Director, Lakeshore Living Communities',
    ],
  },
];

export const caseStudies: PackCaseStudy[] = studies.map((study) => {
  const [featured, detail] = study.pictures;
  return {
    slug: study.slug,
    title: study.title,
    date: study.date,
    excerpt: excerpt(study.summary),
    featuredImage: featured.file,
    caseStudyDetails: study.details,
    content: blocks(
      lead(study.intro),
      stats(study.figures),
      mediaText(
        { file: detail.file, alt: detail.alt, right: true },
        h2('The challenge'),
        ...study.challenge.map((text) => p(text)),
      ),
      h2('What we did'),
      steps(study.approach),
      h2('The outcome'),
      ...study.outcome.map((text) => p(text)),
      pullquote(study.quote[0], study.quote[1]),
      band(
        'ink',
        'Have a number you need to move?',
        'Tell us about it. A strategist replies within one business day, usually with a couple of questions.',
        ['Start a conversation', '/contact/'],
        ['See more work', '/work/', 'outline'],
      ),
    ),
  };
});
