import { JINGLE_BYTES, jingleFile } from '../art/audio';
import { blocks, button, h2, p, quote, ul } from '../html';
import { makePost } from './make-post';

interface Episode {
  slug: string;
  title: string;
  date: string;
  guest: string;
  summary: string;
  intro: string[];
  topics: string[];
  pull: string;
}

/** The podcast's own host, where each episode also has a page. */
const EPISODE_HOST = 'https://thinair.podhost.example/episodes';

const podcastCover = (episode: number) => `thin-air-cover-${String(episode).padStart(2, '0')}.jpg`;

const episodes: Episode[] = [
  {
    slug: 'thin-air-why-we-named-it-thin-air',
    title: 'Why we named it Thin Air',
    date: '2025-06-18T06:00:00',
    guest: 'Maya Ortiz, Founder & CEO, Altitude Marketing Group',
    summary:
      'In our first episode, Daniel and Evan ask Maya why she started an agency, why Winter Park and why everything is named after the sky.',
    intro: [
      'Every podcast needs a first episode, and ours starts at the beginning. Maya Ortiz tells the story of leaving a comfortable in-house job to start Altitude, the two clients who took a chance on her and the night she chose the name on the back of a restaurant receipt.',
      "We also explain the podcast's premise: one guest, one decision, and an honest look at how it played out.",
    ],
    topics: [
      'The moment Maya decided to leave in-house marketing',
      'Why the agency is in Winter Park and not downtown Orlando',
      'What "altitude" means as a working principle',
      'The first pitch Altitude lost, and what it taught the team',
    ],
    pull: 'I wanted an agency that would tell clients the truth, even when the truth was "do less."',
  },
  {
    slug: 'thin-air-the-rebrand-that-almost-did-not-happen',
    title: 'The rebrand that almost did not happen',
    date: '2025-07-09T06:00:00',
    guest: 'Keisha Monroe, VP Marketing, Orange Blossom Credit Union',
    summary:
      'Keisha Monroe on convincing a 70-year-old credit union board to replace its logo, and why she nearly walked away from the project.',
    intro: [
      'Orange Blossom Credit Union had the same logo for four decades. Keisha Monroe spent eighteen months persuading her board it was time for a change, and then nearly cancelled the project herself when the first concepts came back.',
      'She talks about board politics, member research and the phone call that saved the rebrand.',
    ],
    topics: [
      'Building a case for change with member research',
      'What went wrong in round one of the design work',
      'How the board finally said yes',
      'Measuring whether a rebrand worked',
    ],
    pull: 'The board did not need to love the new logo. They needed to believe the members would.',
  },
  {
    slug: 'thin-air-walking-away-from-paid-social',
    title: 'Walking away from paid social',
    date: '2025-07-30T06:00:00',
    guest: 'Tomás Herrera, Founder, Cypress Coffee Roasters',
    summary:
      'A coffee roaster cut his social ad budget to zero and grew faster. Tomás Herrera explains what he did instead.',
    intro: [
      'Cypress Coffee Roasters was spending a third of its marketing budget on social ads with results that were, in founder Tomás Herrera\'s words, "fine." So he stopped, and put the money into wholesale partnerships and a subscription program.',
      'Revenue grew 41 percent the following year. Tomás is careful to say this is not advice for everyone, and explains why.',
    ],
    topics: [
      'How Tomás measured what social ads were really doing',
      'The wholesale partnerships that replaced them',
      'Why subscriptions changed the economics of the business',
      'When he would go back to paid social',
    ],
    pull: 'Fine is the most expensive word in marketing. Fine keeps you spending.',
  },
  {
    slug: 'thin-air-research-that-changed-a-strategy',
    title: 'Research that changed a strategy',
    date: '2025-08-20T06:00:00',
    guest: 'Dr. Renée Castellanos, COO, Lakeside Orthopedics',
    summary:
      "Forty patient interviews turned Lakeside Orthopedics' marketing upside down. Their COO talks about what they heard.",
    intro: [
      'When Lakeside Orthopedics began working with Altitude, the plan was to promote their surgeons. Then we interviewed forty patients in waiting rooms, and the plan changed completely.',
      'Dr. Renée Castellanos explains what patients actually worry about, how the practice redesigned its booking process and why the campaign ended up featuring front-desk staff rather than surgeons.',
    ],
    topics: [
      'Why waiting rooms are the best research venue in healthcare',
      'The surprising top concern patients shared',
      'Redesigning online booking around patient questions',
      'Results after the first year',
    ],
    pull: 'Patients were not choosing a surgeon. They were choosing whether to trust the first phone call.',
  },
  {
    slug: 'thin-air-the-night-glow',
    title: 'Live from the night glow',
    date: '2025-09-10T06:00:00',
    guest: 'Captain Linda Farrow, balloon pilot',
    summary:
      'Recorded on the field at a balloon night glow: a pilot of thirty years on planning, patience and reading the wind.',
    intro: [
      'This one is a little different. Evan took a recorder to a balloon night glow outside Winter Garden and spoke with Captain Linda Farrow, who has flown hot-air balloons for thirty years and once took Maya up over Lake County.',
      'You will hear burners, a very excited crowd and some surprisingly useful lessons about planning in conditions you do not control.',
    ],
    topics: [
      'What a pre-flight briefing covers',
      'How pilots choose altitude to choose direction',
      'Landing in the field you did not plan for',
      'Why the chase crew matters as much as the pilot',
    ],
    pull: 'You never fight the wind. You find the one going your way.',
  },
  {
    slug: 'thin-air-b2b-brand-is-not-a-luxury',
    title: 'B2B brand is not a luxury',
    date: '2025-10-01T06:00:00',
    guest: 'Anand Mehta, CMO, Palmetto Industrial Supply',
    summary:
      'An industrial distributor invested in brand when everyone said it should only do sales enablement. Anand Mehta on the results.',
    intro: [
      'Palmetto Industrial Supply sells fasteners, valves and safety equipment to contractors across the Southeast. When Anand Mehta proposed a brand campaign, his CEO asked why a distributor would need one.',
      'Three years later, Anand shares the numbers that convinced the CEO, and the mistakes he made along the way.',
    ],
    topics: [
      'Making the case for brand in a sales-led company',
      'What B2B buyers remember when they shortlist suppliers',
      'The role of trade radio in a digital plan',
      'How sales and marketing learned to share credit',
    ],
    pull: 'Contractors buy from the supplier they remember at 6 a.m. when a job goes wrong.',
  },
  {
    slug: 'thin-air-writing-the-apology',
    title: 'Writing the apology',
    date: '2025-10-22T06:00:00',
    guest: 'Theo Brennan, Senior Copywriter, Altitude Marketing Group',
    summary:
      'Theo Brennan on the hardest copy a brand ever writes: the apology. What to say, what to avoid and why speed matters less than you think.',
    intro: [
      'Every brand eventually has to apologise. A product fails, a data breach happens, a campaign misfires. Theo has written more of these than he would like, for clients large and small.',
      'He talks with Daniel about the anatomy of a good apology and reads a few before-and-after examples with the names changed.',
    ],
    topics: [
      'The three parts of an apology that customers believe',
      'Words that make an apology worse',
      'Why the second message matters more than the first',
      'Preparing your apology before you need it',
    ],
    pull: 'A real apology says what happened, what it cost you and what changes now. Everything else is throat-clearing.',
  },
  {
    slug: 'thin-air-a-festival-with-no-budget',
    title: 'A festival with no marketing budget',
    date: '2025-11-12T06:00:00',
    guest: 'Jordan Alvarez, Director, Eatonville Arts Collective',
    summary:
      'How a volunteer arts festival tripled attendance with a budget of zero dollars and a very determined group chat.',
    intro: [
      'The Eatonville Arts Collective runs a two-day festival with no paid marketing at all. Last year attendance tripled. Director Jordan Alvarez explains how a volunteer team used partnerships, local press and a very determined group chat to reach thousands of people.',
      'It is a masterclass in doing a lot with very little.',
    ],
    topics: [
      'Turning every artist into a promoter',
      'Local press and why personal pitches still work',
      'The group chat that ran the festival',
      'What Jordan would do with a real budget',
    ],
    pull: 'When you have no money, every relationship is a channel.',
  },
  {
    slug: 'thin-air-measuring-what-matters',
    title: 'Measuring what matters',
    date: '2025-12-10T06:00:00',
    guest: 'Grace Nakamura, Marketing Analytics Lead, Altitude Marketing Group',
    summary:
      'Grace Nakamura on choosing the handful of numbers that actually change decisions, and retiring the dashboards nobody reads.',
    intro: [
      'Grace Nakamura builds measurement plans for Altitude clients, and she has strong feelings about dashboards. In this episode she explains how to choose metrics that change decisions and how to tell a finance team what the data cannot show.',
      "Bonus: Grace's method for estimating the real value of a lead, explained without a single equation.",
    ],
    topics: [
      'The difference between metrics and decisions',
      'Incrementality tests a small business can run',
      'How to present uncertainty to executives',
      'Retiring dashboards gracefully',
    ],
    pull: 'If nobody would change a decision based on a number, stop reporting it.',
  },
  {
    slug: 'thin-air-the-franchise-problem',
    title: 'The franchise problem',
    date: '2026-01-28T06:00:00',
    guest: 'Marisol Vega, Founder, Northstar Local Search',
    summary:
      'Sixty locations, sixty owners, one brand. Marisol Vega on keeping local marketing consistent without crushing local initiative.',
    intro: [
      'Franchise marketing is a balancing act: the brand needs consistency, and every owner wants to do their own thing. Marisol Vega has helped more than two hundred multi-location businesses with local search and marketing.',
      'She talks about map listings, local reviews and the toolkit that finally got a sixty-location franchise on the same page.',
    ],
    topics: [
      'Why map listings matter more than homepages',
      'Giving owners freedom within a system',
      'Review responses as a local service channel',
      'The audit every multi-location brand should run',
    ],
    pull: 'Your map listing is your front door, and most businesses have never checked the lock.',
  },
  {
    slug: 'thin-air-designing-for-everyone',
    title: 'Designing for everyone',
    date: '2026-03-25T06:00:00',
    guest: 'Jamal Reyes, Lead Web Developer, Altitude Marketing Group',
    summary:
      'Jamal Reyes on accessible websites: why automated checkers miss most problems and how accessibility makes sites better for all.',
    intro: [
      'One in four adults lives with some form of disability, yet most websites are built as if nobody does. Jamal Reyes leads web development at Altitude and treats accessibility as a core part of quality.',
      'He explains what automated scanners catch, what they miss and how testing with a keyboard and a screen reader changes the way a team builds.',
    ],
    topics: [
      'The limits of automated accessibility checkers',
      'A five-minute keyboard test anyone can run',
      'Why accessible sites tend to perform better',
      'Getting accessibility into the design phase',
    ],
    pull: 'Accessibility is not a feature. It is whether the site works.',
  },
  {
    slug: 'thin-air-national-from-the-gulf-coast',
    title: 'Going national from the Gulf Coast',
    date: '2026-05-13T06:00:00',
    guest: 'Carla Benning, Founder, Gulfstream Outfitters',
    summary:
      'Carla Benning built a beloved regional fishing brand. Now she is taking it national without losing what made it special.',
    intro: [
      'Gulfstream Outfitters started in a St. Petersburg garage and grew into a favourite of Gulf Coast anglers. Founder Carla Benning is now preparing a national launch, and she joins us to talk about the risks of growing beyond the people who know you best.',
      'We talk about authenticity, product reviews and why she insisted her agency go fishing before the first pitch.',
    ],
    topics: [
      'What regional loyalty is really made of',
      'Scaling word of mouth into new markets',
      'Product reviews as the core of the brand',
      'Choosing partners who understand the customer',
    ],
    pull: 'Anglers can smell a fake from a mile offshore.',
  },
  {
    slug: 'thin-air-creative-critique',
    title: 'Inside a creative critique',
    date: '2026-07-15T06:00:00',
    guest: 'Priya Raman, Executive Creative Director, Altitude Marketing Group',
    summary:
      'Priya Raman opens up the weekly critique: how the Altitude team gives feedback, kills ideas kindly and makes good work better.',
    intro: [
      'Every Wednesday the Altitude team gathers at the long wall in the studio for critique. Anyone can bring work, and anyone can speak. Priya Raman, our Executive Creative Director, explains how it works and why it is the most important meeting of the week.',
      'Recorded, with permission, partly during an actual critique.',
    ],
    topics: [
      'The rules of a good critique',
      'Feedback that names the problem, not the solution',
      'Killing ideas without killing enthusiasm',
      'What clients can learn from the process',
    ],
    pull: 'Say what is not working and why. Let the person who made it find the fix.',
  },
  {
    slug: 'thin-air-the-sunrise-balloon-festival',
    title: 'Behind the Sunrise Balloon Festival',
    date: '2026-09-16T06:00:00',
    guest: 'Denise Okoye, Director, Sunrise Balloon Festival',
    summary:
      'Twenty-two balloons, four thousand visitors and a weather forecast that changes every hour. The festival director on running an event at the mercy of the sky.',
    intro: [
      'With the Sunrise Balloon Festival a few weeks away, Evan sat down with festival director Denise Okoye to talk about what it takes to run an event that depends entirely on the weather.',
      'They cover contingency planning, communicating cancellations and why the night glow has become the most popular part of the weekend.',
    ],
    topics: [
      'Planning an event around the weather forecast',
      'How to communicate a cancellation without losing trust',
      'Sponsorships that actually help',
      'The STEM scholarship the festival funds',
    ],
    pull: 'We sell the sunrise. Sometimes the sunrise does not cooperate, and we have to be honest about it.',
  },
  {
    slug: 'thin-air-season-two-finale',
    title: 'Season finale: what we got wrong',
    date: '2026-11-15T06:00:00',
    guest: 'Daniel Okafor and Evan Castillo, hosts',
    summary:
      'Daniel and Evan close the season by revisiting their own predictions, mistakes and the advice they would take back.',
    intro: [
      'For the season finale, Daniel and Evan turn the microphone on themselves. They revisit predictions from earlier episodes, the advice that aged badly and the guest answers that changed their minds.',
      'Plus listener questions, a few outtakes and a preview of next season.',
    ],
    topics: [
      'Predictions from season one, graded honestly',
      'Advice we would take back',
      'Listener questions on agencies, careers and podcasts',
      'What is coming next season',
    ],
    pull: 'The most useful thing a guest ever said to us was "I was wrong about that."',
  },
];

export const podcastEpisodes = episodes.map((episode, index) => {
  const number = index + 1;
  const body = blocks(
    ...episode.intro.map((text) => p(text)),
    p(`Guest: ${episode.guest}. Hosted by Daniel Okafor and Evan Castillo.`),
    h2('In this episode'),
    ul(episode.topics),
    quote(episode.pull, episode.guest),
    p(
      'Thin Air is produced in our Winter Park studio. New episodes arrive every three weeks; the best ideas also make it into the Hot Air newsletter.',
    ),
    button('Subscribe to Hot Air', '/hot-air/'),
  );
  return makePost(
    'podcast',
    {
      slug: episode.slug,
      title: `Episode ${number}: ${episode.title}`,
      date: episode.date,
      author: number % 2 ? 'evan-castillo' : 'daniel-okafor',
      summary: episode.summary,
      body,
    },
    {
      audioUrl: jingleFile(number),
      audioLength: JINGLE_BYTES,
      episodeUrl: `${EPISODE_HOST}/${episode.slug.replace(/^thin-air-/, '')}`,
      podcastEpisodeNumber: number,
      podcastEpisodeThumbnail: podcastCover(number),
    },
  );
});
