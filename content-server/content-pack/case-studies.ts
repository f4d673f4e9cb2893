import { blocks, excerpt, h2, p, quote, ul } from './html';
import type { PackCaseStudy } from './types';

interface Study {
  slug: string;
  title: string;
  date: string;
  summary: string;
  details: PackCaseStudy['caseStudyDetails'];
  challenge: string;
  approach: string[];
  outcome: string;
  quote: [string, string];
}

const studies: Study[] = [
  {
    slug: 'orange-blossom-credit-union', title: 'Orange Blossom Credit Union: Money, Minus the Fine Print', date: '2025-10-20T09:00:00',
    summary: 'A plain-spoken campaign that answered members\' real questions and grew applications by 38 percent.',
    details: { client: 'Orange Blossom Credit Union', industry: 'Financial services', services: 'Brand strategy, campaign creative, outdoor, paid social', result: '+38% membership applications during the campaign' },
    challenge: 'Orange Blossom had better rates than the big banks and friendlier service, yet younger Central Floridians saw credit unions as old-fashioned and complicated. Their advertising, full of smiling stock families, was indistinguishable from everyone else\'s.',
    approach: ['We collected the questions members asked at branches over six weeks.', 'Each question became a billboard, a social post or a short video answered by a real employee.', 'The website was rebuilt around the same questions, with plain answers and clear next steps.'],
    outcome: 'Membership applications rose 38 percent over the campaign, the median age of new members fell by nine years and the campaign won gold and silver at the Florida Creative Awards.',
    quote: ['Our members finally saw themselves in our advertising, because it was their questions on the billboards.', 'Keisha Monroe, VP Marketing, Orange Blossom Credit Union'],
  },
  {
    slug: 'lakeside-orthopedics', title: 'Lakeside Orthopedics: booking without the phone tag', date: '2025-06-09T09:00:00',
    summary: 'Patient research reshaped a practice\'s website and campaigns around the first phone call, and online bookings followed.',
    details: { client: 'Lakeside Orthopedics', industry: 'Healthcare', services: 'Patient research, brand positioning, website, paid search', result: '+212% online appointment requests in two quarters' },
    challenge: 'Lakeside was opening three new clinics and needed patients to find the right specialist quickly. Most new patients still booked by phone, and one in five calls went to voicemail during busy hours.',
    approach: ['Forty interviews in waiting rooms revealed that patients feared choosing the wrong specialist more than anything else.', 'We built a symptom-led website that routes patients to the right doctor in three questions.', 'Search campaigns targeted symptoms, not procedures, and every ad led to online booking.'],
    outcome: 'Online appointment requests rose 212 percent in two quarters, call volume dropped by a quarter and the three new clinics reached their first-year patient targets in seven months.',
    quote: ['They started with our patients\' fears instead of our surgeons\' credentials. It changed everything.', 'Dr. Renée Castellanos, COO, Lakeside Orthopedics'],
  },
  {
    slug: 'cypress-coffee-roasters', title: 'Cypress Coffee Roasters: a subscription worth waking up for', date: '2025-03-24T09:00:00',
    summary: 'Packaging, a subscription program and a wholesale push helped a local roaster grow beyond its cafés.',
    details: { client: 'Cypress Coffee Roasters', industry: 'Food & beverage', services: 'Packaging design, e-commerce, email marketing', result: '4,100 active subscribers in the first year' },
    challenge: 'Cypress roasted excellent coffee but sold most of it through two cafés. Online sales were small and customers bought once, then forgot.',
    approach: ['We redesigned the packaging so each origin had its own illustrated landscape and tasting notes readable at a glance.', 'A flexible subscription let customers skip, swap or pause in one tap.', 'Email became a monthly letter from the roaster rather than a stream of discounts.'],
    outcome: 'The subscription reached 4,100 active subscribers in twelve months, with monthly churn under five percent, and wholesale accounts doubled as cafés asked to stock the new bags.',
    quote: ['People now keep our bags after the coffee is gone. That never happened before.', 'Tomás Herrera, Founder, Cypress Coffee Roasters'],
  },
  {
    slug: 'palmetto-industrial-supply', title: 'Palmetto Industrial Supply: the supplier contractors remember', date: '2024-12-02T09:00:00',
    summary: 'A B2B brand campaign on trade radio and job sites made a distributor the first name contractors call.',
    details: { client: 'Palmetto Industrial Supply', industry: 'Industrial distribution', services: 'Brand campaign, trade radio, sales enablement, website', result: '+27% new trade accounts year over year' },
    challenge: 'Palmetto competed with national distributors on price and availability. Contractors saw suppliers as interchangeable and bought from whoever answered first.',
    approach: ['We rode along on early-morning job-site deliveries to understand when contractors actually decide.', 'A trade radio campaign, "Open Before You Are," aired at 5:30 a.m. on stations crews listen to on the drive.', 'Sales teams received a one-page story and leave-behinds that matched the campaign.'],
    outcome: 'New trade accounts rose 27 percent year over year, unaided awareness among surveyed contractors doubled and the sales team adopted the campaign line in their own pitches.',
    quote: ['Our reps kept hearing the radio spots quoted back to them on job sites.', 'Anand Mehta, CMO, Palmetto Industrial Supply'],
  },
  {
    slug: 'eatonville-arts-collective', title: 'Eatonville Arts Collective: a festival the whole county heard about', date: '2026-02-16T09:00:00',
    summary: 'A pro bono identity and partner toolkit helped a volunteer festival triple attendance without paid media.',
    details: { client: 'Eatonville Arts Collective', industry: 'Arts & nonprofit', services: 'Identity, partner toolkit, press relations (pro bono)', result: '3× festival attendance with zero paid media' },
    challenge: 'The collective\'s festival had a devoted local audience and no marketing budget. Volunteers had little time, and each artist promoted the event differently, if at all.',
    approach: ['We designed a bold, flexible identity artists could adapt to their own work.', 'A partner toolkit gave every artist and sponsor ready-made posts, posters and a short pitch for local press.', 'We coached volunteers to pitch neighbourhood reporters personally.'],
    outcome: 'Attendance tripled, twelve local outlets covered the festival and the collective secured two new year-round sponsors.',
    quote: ['Every artist became a marketer, and they enjoyed it.', 'Jordan Alvarez, Director, Eatonville Arts Collective'],
  },
  {
    slug: 'lakeshore-living-communities', title: 'Lakeshore Living: selling a neighbourhood, not a floor plan', date: '2026-05-04T09:00:00',
    summary: 'Storytelling about daily life around the lake, not square footage, sold out the first phase of a new community early.',
    details: { client: 'Lakeshore Living Communities', industry: 'Real estate', services: 'Brand, video, website, paid media', result: 'Phase one sold out four months ahead of plan' },
    challenge: 'A new lakeside community in Clermont competed with dozens of developments promising the same granite countertops. Buyers toured, compared floor plans and bought on price.',
    approach: ['We filmed a year of mornings on the lake, at the farmers market and on the trails around the community.', 'The website led with daily life and neighbours, with floor plans one click away.', 'Paid media targeted families relocating to Central Florida, timed to school-year decisions.'],
    outcome: 'Phase one sold out four months ahead of plan at an average price three percent above forecast, and sixty percent of buyers said the videos influenced their visit.',
    quote: ['Buyers started asking about the Saturday market before they asked about the kitchen.', 'Megan Holloway, Sales Director, Lakeshore Living Communities'],
  },
];

export const caseStudies: PackCaseStudy[] = studies.map((study) => ({
  slug: study.slug,
  title: study.title,
  date: study.date,
  excerpt: excerpt(study.summary),
  featuredImage: `case-${study.slug}.jpg`,
  caseStudyDetails: study.details,
  content: blocks(
    h2('The challenge'),
    p(study.challenge),
    h2('What we did'),
    ul(study.approach),
    h2('The outcome'),
    p(study.outcome),
    quote(study.quote[0], study.quote[1]),
  ),
}));
