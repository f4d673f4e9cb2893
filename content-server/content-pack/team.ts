import { blocks, excerpt, h2, lead, p } from './html';
import type { PackTeamMember } from './types';

interface Person {
  first: string;
  last: string;
  role: string;
  quote: string;
  since: string;
  summary: string;
  bio: string[];
}

const people: Person[] = [
  {
    first: 'Maya',
    last: 'Ortiz',
    role: 'Founder & CEO',
    since: '2024-05-06T09:00:00',
    quote: 'Good marketing feels like lift: you notice it most when you are suddenly higher than you were.',
    summary:
      'Maya founded Altitude after fifteen years leading brand teams for hospitality and healthcare companies across Central Florida.',
    bio: [
      'Maya Ortiz started Altitude Marketing Group at a borrowed desk on Park Avenue with two clients and a conviction that mid-sized companies deserve the same strategic thinking as national brands. Before AMG she ran brand marketing for a regional hospital network and a boutique resort group, where she learned that the best campaigns start with a clear, unglamorous business problem.',
      'Today she spends her weeks with client leadership teams, turning fuzzy goals into plans that people can actually execute. She still reviews every strategy deck before it leaves the building and has a habit of asking "so what?" until the answer is a number.',
      'Outside the office Maya paddles the Winter Park Chain of Lakes at sunrise, serves on the board of a local literacy nonprofit and is slowly, stubbornly learning to play the cello.',
    ],
  },
  {
    first: 'Daniel',
    last: 'Okafor',
    role: 'Chief Strategy Officer',
    since: '2024-05-13T09:00:00',
    quote: 'Strategy is deciding what you will not do, then having the nerve to stick to it.',
    summary: 'Daniel leads research, positioning and planning, and co-hosts the Thin Air podcast.',
    bio: [
      'Daniel Okafor built his career on the research side of marketing, first as a consumer insights analyst for a national grocery chain and later as planning director at an Atlanta agency. He joined Altitude to build a strategy practice that starts with customers rather than channels.',
      'He leads the team behind the Altitude Frameworks, runs our brand positioning workshops and co-hosts Thin Air, where he interviews marketers about the decisions that shaped their work. Clients know him for his whiteboard diagrams and his refusal to let a persona slide survive without real interviews behind it.',
      'Daniel is a former collegiate 800-meter runner who now coaches a youth track club on Saturday mornings.',
    ],
  },
  {
    first: 'Priya',
    last: 'Raman',
    role: 'Executive Creative Director',
    since: '2024-06-03T09:00:00',
    quote: 'The brief is a promise. The work is how we keep it in a way nobody saw coming.',
    summary: 'Priya oversees every campaign, identity and film that carries the Altitude name.',
    bio: [
      'Priya Raman has led creative teams in Chicago, London and now Winter Park. Her work has spanned luxury travel, consumer banking and a memorable campaign for a citrus grower that made a 90-year-old brand feel new without changing its logo.',
      'At Altitude she sets the creative bar and protects the time it takes to reach it. She runs weekly critiques open to the whole agency, because she believes good ideas can come from the account team, the developers or the intern who joined last Tuesday.',
      'She collects vintage travel posters and has strong opinions about kerning that she will share if asked, and occasionally if not.',
    ],
  },
  {
    first: 'Colin',
    last: 'Whitaker',
    role: 'Director of Paid Media',
    since: '2024-07-08T09:00:00',
    quote: 'Every dollar should be able to explain where it went and what it brought back.',
    summary: 'Colin runs search, social and programmatic buying with an obsession for clean measurement.',
    bio: [
      'Colin Whitaker has managed more than forty million dollars in media spend across search, paid social, streaming audio and programmatic display. He came to Altitude from an in-house role at a national home services brand, where he rebuilt their attribution model from scratch.',
      'His team plans and buys media for most Altitude clients, and he personally signs off on every measurement plan before a campaign launches. He is happiest when a test proves him wrong, because it means the data is doing its job.',
      "Colin is a lifelong Orlando resident, a dedicated minor-league baseball fan and the agency's unofficial grill master.",
    ],
  },
  {
    first: 'Hannah',
    last: 'Lindqvist',
    role: 'Director of Content & SEO',
    since: '2024-08-05T09:00:00',
    quote: 'Write for the person searching at 11 p.m. with a real problem. Rankings follow.',
    summary: 'Hannah leads editorial strategy, search and the Hot Air newsletter.',
    bio: [
      "Hannah Lindqvist began as a newspaper reporter in Minnesota before moving into content strategy for software companies. She brings a journalist's discipline to marketing content: find the real story, check every claim and cut anything the reader would skim.",
      'She leads content and search for Altitude clients, edits our Insights section and writes the Hot Air newsletter every other Thursday. Her team has grown organic traffic for clients in legal, healthcare and manufacturing, usually by publishing less but better.',
      'Hannah swapped Minnesota winters for Florida in 2019 and has not owned a snow shovel since.',
    ],
  },
  {
    first: 'Marcus',
    last: 'Bell',
    role: 'Head of Brand Design',
    since: '2024-09-09T09:00:00',
    quote: 'A brand system should be strict enough to be recognisable and loose enough to stay alive.',
    summary: 'Marcus shapes identities and design systems that hold up from billboards to favicons.',
    bio: [
      'Marcus Bell has designed identities for restaurants, credit unions, universities and a minor-league soccer club whose crest now appears on more tattoos than he expected. He trained as an architect, which explains his love of grids and his suspicion of decoration that does no work.',
      'At Altitude he leads brand design, builds the design systems our web team implements and mentors our junior designers. He believes a brand guideline nobody opens is a failed product, so his guides are short, visual and full of real examples.',
      'Marcus sketches the Winter Park skyline on lunch breaks and is restoring a 1970s sailboat, one weekend at a time.',
    ],
  },
  {
    first: 'Sofia',
    last: 'Marchetti',
    role: 'Account Director',
    since: '2024-10-07T09:00:00',
    quote: 'Clients remember how the work felt to make as much as how it performed.',
    summary: 'Sofia keeps our largest client relationships honest, organised and moving forward.',
    bio: [
      'Sofia Marchetti has spent twelve years on the account side of agencies, guiding brands in tourism, real estate and consumer health. She is the person who turns a sprawling kickoff meeting into a plan with owners, dates and a budget everyone understands.',
      'She leads account management for our largest retained clients and trains every new account manager in the Altitude way of running a project: say what you will do, do it, then say what you did.',
      'Sofia grew up in a family of restaurateurs in Tampa and still judges every city by its espresso.',
    ],
  },
  {
    first: 'Jamal',
    last: 'Reyes',
    role: 'Lead Web Developer',
    since: '2024-11-04T09:00:00',
    quote: 'Fast, accessible and easy to edit. If a site misses one of those, it is not finished.',
    summary: 'Jamal builds the websites and tools behind our campaigns, from headless sites to landing pages.',
    bio: [
      "Jamal Reyes builds the websites, landing pages and internal tools that carry Altitude's work into the world. He specialises in headless WordPress builds and performance work, and he has a reputation for turning slow, fragile sites into fast ones that marketing teams can edit without calling a developer.",
      'He leads our web practice, reviews every release and runs accessibility checks that go well beyond automated scanners. Ask him about Core Web Vitals at your own risk.',
      'Jamal volunteers with a coding club for middle schoolers in Eatonville and builds mechanical keyboards that are louder than they need to be.',
    ],
  },
  {
    first: 'Grace',
    last: 'Nakamura',
    role: 'Marketing Analytics Lead',
    since: '2025-01-13T09:00:00',
    quote: 'Dashboards are only useful if someone changes a decision because of them.',
    summary: 'Grace connects marketing activity to revenue with measurement plans clients trust.',
    bio: [
      'Grace Nakamura is a statistician by training who discovered she liked marketing questions more than academic ones. She has built attribution models, forecasting tools and reporting systems for retailers, SaaS companies and a statewide healthcare provider.',
      'At Altitude she designs measurement plans, builds client dashboards and runs the experiments that tell us what actually works. She translates uncertainty into plain language, which makes her very popular in budget meetings.',
      'Grace bakes elaborate bread on weekends and keeps a spreadsheet tracking every loaf.',
    ],
  },
  {
    first: 'Theo',
    last: 'Brennan',
    role: 'Senior Copywriter',
    since: '2025-03-03T09:00:00',
    quote: 'Say the true thing, then say it shorter.',
    summary: 'Theo writes campaign lines, brand voices and the occasional radio spot that gets stuck in your head.',
    bio: [
      'Theo Brennan has written for brands that sell everything from mattresses to municipal bonds. He joined Altitude from a Nashville agency where he wrote radio, television and a memorable series of billboards for a barbecue chain.',
      "He develops brand voice guides, writes campaign concepts with our designers and edits more of the agency's output than he gets credit for. He is also a regular contributor to Insights, usually on the subject of why most marketing copy says too much.",
      'Theo plays bass in a weekend cover band that is better than its name suggests.',
    ],
  },
  {
    first: 'Aaliyah',
    last: 'Jordan',
    role: 'Social & Community Manager',
    since: '2025-05-12T09:00:00',
    quote: 'Community is built in the replies, not the posts.',
    summary: 'Aaliyah runs social strategy, creator partnerships and community programs for our clients.',
    bio: [
      "Aaliyah Jordan has managed social channels for a professional sports franchise, a theme park resort and a fast-growing skincare brand. She knows how to keep a brand's voice steady through a viral moment and a bad review alike.",
      'At Altitude she leads social strategy and creator partnerships, builds content calendars with clients and trains their teams to handle community management in-house when they are ready.',
      'Aaliyah is a Winter Park native, a graduate of the local public schools and a ruthless trivia night competitor.',
    ],
  },
  {
    first: 'Evan',
    last: 'Castillo',
    role: 'Video Producer & Podcast Host',
    since: '2025-07-07T09:00:00',
    quote: 'People remember stories they can hear a smile in.',
    summary: 'Evan produces our video and audio work and co-hosts the Thin Air podcast.',
    bio: [
      'Evan Castillo produced documentary shorts and broadcast spots before joining Altitude to build our video and audio studio. He has filmed on factory floors, in operating rooms and from the basket of a hot-air balloon over Polk County, which he describes as the best and coldest morning of his career.',
      'He produces client films, social video and the Thin Air podcast, which he co-hosts with Daniel Okafor. His edits are known for letting a moment breathe before the music comes in.',
      'Evan restores vintage film cameras and shoots one roll of 35mm every month.',
    ],
  },
  {
    first: 'Rosa',
    last: 'Delgado',
    role: 'Office & Culture Manager',
    since: '2025-09-08T09:00:00',
    quote: 'A great office is one where people choose to show up on a Friday.',
    summary: 'Rosa runs our Lakemont Avenue headquarters and the rituals that make Altitude feel like Altitude.',
    bio: [
      'Rosa Delgado keeps Altitude running: the office, the onboarding, the quarterly offsite and the Friday "Launch Pad" lunches where teams share work in progress. Before AMG she managed operations for a Winter Park architecture firm.',
      "She leads our culture programs, coordinates volunteer days with local nonprofits and makes sure every new hire's first week ends with a flight in the agency's favourite balloon simulator, which is, admittedly, just a very good VR headset.",
      'Rosa has visited every state park in Florida and keeps a passport-style stamp book to prove it.',
    ],
  },
];

const teamSlug = (person: { first: string; last: string }) => `${person.first}-${person.last}`.toLowerCase();

/**
 * The order editors give the team (WordPress's "Order" attribute), which the team page follows: leadership,
 * then the people who plan, make and measure the work, then the studio. Not the order people joined in.
 */
const EDITORS_ORDER = [
  'maya-ortiz',
  'daniel-okafor',
  'priya-raman',
  'sofia-marchetti',
  'colin-whitaker',
  'hannah-lindqvist',
  'marcus-bell',
  'grace-nakamura',
  'jamal-reyes',
  'theo-brennan',
  'evan-castillo',
  'aaliyah-jordan',
  'rosa-delgado',
];

const orderOf = (slug: string) => {
  const index = EDITORS_ORDER.indexOf(slug);
  if (index < 0) throw new Error(`${slug} has no place in the team order`);
  return index + 1;
};

export const teamMembers: PackTeamMember[] = people.map((person) => {
  const [opening = '', work = '', outside = ''] = person.bio;
  return {
    slug: teamSlug(person),
    title: `${person.first} ${person.last}`,
    date: person.since,
    excerpt: excerpt(person.summary),
    content: blocks(lead(opening), h2('At Altitude'), p(work), h2('Outside the studio'), p(outside)),
    featuredImage: `team-${teamSlug(person)}.jpg`,
    menuOrder: orderOf(teamSlug(person)),
    teamMemberDetails: {
      teamMemberEmail: `${person.first.toLowerCase()}.${person.last.toLowerCase()}@altitudemarketing.example`,
      teamMemberLastName: person.last,
      teamMemberQuote: person.quote,
      teamMemberRole: person.role,
    },
  };
});
