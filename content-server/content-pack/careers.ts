import { blocks, buttons, column, columns, excerpt, h2, lead, p, stats, steps, ul } from './html';
import type { PackCareer } from './types';

const APPLY = 'careers@altitudemarketing.example';

export const careers: PackCareer[] = [
  {
    slug: 'senior-brand-designer',
    title: 'Senior Brand Designer',
    date: '2026-09-29T09:00:00',
    excerpt: excerpt(
      'Lead identity and campaign design for clients in healthcare, finance and hospitality, working closely with our Head of Brand Design.',
    ),
    featuredImage: 'career-senior-brand-designer.jpg',
    careerDetails: {
      location: 'Winter Park, FL (hybrid, three days in studio)',
      employmentType: 'Full-time',
      applyEmail: APPLY,
    },
    content: blocks(
      lead(
        'We are looking for a senior designer who loves systems as much as big ideas. You will lead identity and campaign design for several clients, from the first sketches to the guidelines their teams will use for years.',
      ),
      p(
        "You will work closely with Marcus Bell, our Head of Brand Design, and with the strategists and writers on each account. Recent projects include a credit union campaign that put members' questions on billboards and packaging for a coffee roaster that customers now keep after the coffee is gone.",
      ),
      stats([
        ['$88k', 'to $105k: the salary range'],
        ['3', 'studio days a week'],
        ['40', 'paid volunteer hours a year'],
      ]),
      columns([
        column(
          h2('What you will do'),
          ul([
            'Lead brand identity projects from research to rollout.',
            'Build design systems our web team can implement cleanly.',
            'Present work to clients and take part in weekly critique.',
            'Mentor two junior designers.',
          ]),
        ),
        column(
          h2('What you bring'),
          ul([
            'Six or more years of brand or agency design experience.',
            'A portfolio that shows your thinking, not only your finished work.',
            'Strong typography and a feel for layout across print and screen.',
            'Comfort presenting to executives.',
          ]),
        ),
      ]),
      p(
        'Health, dental and vision cover, forty paid volunteer hours and a professional development budget come with the role.',
      ),
      buttons(['Apply by email', `mailto:${APPLY}?subject=Senior%20Brand%20Designer`]),
    ),
  },
  {
    slug: 'paid-media-specialist',
    title: 'Paid Media Specialist',
    date: '2026-10-13T09:00:00',
    excerpt: excerpt(
      'Plan, launch and optimise search and social campaigns with a team that cares about clean measurement.',
    ),
    featuredImage: 'career-paid-media-specialist.jpg',
    careerDetails: {
      location: 'Winter Park, FL or remote within Florida',
      employmentType: 'Full-time',
      applyEmail: APPLY,
    },
    content: blocks(
      lead(
        'Our paid media team buys search, social and streaming audio for clients across Central Florida and beyond. We are hiring a specialist who enjoys both the craft of a good campaign and the discipline of measuring it honestly.',
      ),
      p(
        'You will report to Colin Whitaker, our Director of Paid Media, and plan tests with Grace Nakamura, who leads analytics. Every campaign here starts with a measurement plan, so you will never have to guess what good looks like.',
      ),
      stats([
        ['$62k', 'to $75k, with full benefits'],
        ['5–7', 'clients you will manage'],
        ['1', 'studio visit a month if remote'],
      ]),
      columns([
        column(
          h2('What you will do'),
          ul([
            'Build and manage search and paid social campaigns for five to seven clients.',
            'Design tests with our analytics lead and report results plainly.',
            'Work with designers and writers on creative that fits each platform.',
          ]),
        ),
        column(
          h2('What you bring'),
          ul([
            'Two to four years of hands-on paid media experience.',
            'Confidence with spreadsheets and ad platform reporting.',
            'Curiosity about why a campaign worked, not only whether it did.',
          ]),
        ),
      ]),
      buttons(['Apply by email', `mailto:${APPLY}?subject=Paid%20Media%20Specialist`]),
    ),
  },
  {
    slug: 'altitude-fellowship-2027',
    title: 'Altitude Fellowship, Summer 2027',
    date: '2026-11-02T09:00:00',
    excerpt: excerpt('A paid twelve-week program for four early-career marketers, with real client work and a mentor.'),
    featuredImage: null,
    careerDetails: {
      location: 'Winter Park, FL (in studio)',
      employmentType: 'Fellowship, 12 weeks, paid',
      applyEmail: 'fellowship@altitudemarketing.example',
    },
    content: blocks(
      lead(
        'The Altitude Fellowship is a paid twelve-week program for people starting a career in marketing. Fellows join a client team in strategy, design, content or media, work on real briefs and finish with a portfolio and a mentor.',
      ),
      stats([
        ['$22', 'an hour, forty hours a week'],
        ['12', 'weeks, June 1 to August 21, 2027'],
        ['4', 'fellows in the class'],
      ]),
      h2('Who it is for'),
      ul([
        'Recent graduates or career changers with less than two years of marketing experience.',
        'People who are curious, reliable and willing to have their work critiqued.',
        'No degree is required; show us what you have made or written.',
      ]),
      h2('How the twelve weeks run'),
      steps([
        ['Weeks 1–2.', 'Orientation, the Altitude Frameworks and a seat at every critique.'],
        ['Weeks 3–10.', 'Real briefs on a client team, with a mentor who reviews your work every week.'],
        ['Weeks 11–12.', 'A portfolio piece of your own, presented to the whole studio.'],
      ]),
      p('Applications close on February 15, 2027.'),
      buttons([
        'Apply for the fellowship',
        'mailto:fellowship@altitudemarketing.example?subject=Altitude%20Fellowship%202027',
      ]),
    ),
  },
];
