import {
  band,
  blocks,
  cards,
  column,
  columns,
  excerpt,
  gallery,
  group,
  h2,
  lead,
  marquee,
  mediaText,
  p,
  pullquote,
  quote,
  stats,
  steps,
  ul,
} from '../html';
import { iconFile } from '../icons';
import { pattern } from '../patterns';
import type { PackPage } from '../types';
import { hero, link, metadata } from './settings';

export const aboutPages: PackPage[] = [
  {
    slug: 'about-us',
    uri: '/about-us/',
    title: 'About Us',
    date: '2024-05-06T08:10:00',
    menuOrder: 1,
    excerpt: excerpt(
      'A senior team of strategists, designers, writers, media buyers and developers in Winter Park, Florida.',
    ),
    featuredImage: 'hero-about-us-horizon.jpg',
    heroSettings: hero({
      size: 'large',
      type: 'image',
      color: 'paper',
      bg: 'sky',
      overlay: 'dusk',
      opacity: 45,
      scrollDown: true,
      insightAlt: false,
      cta: { label: 'Meet the team', link: link('/team/', 'Our Team') },
      left: ['middle', 'cumulus'],
      right: ['bottom', 'stratus'],
      image: 'hero-about-us-horizon.jpg',
      eyebrow: 'About Altitude',
      headline: 'A small agency with a long view.',
    }),
    pageMetadata: metadata(
      'Meet Altitude Marketing Group: a senior, independent marketing agency based on Lakemont Avenue in Winter Park, Florida.',
      'og-altitude.jpg',
    ),
    content: blocks(
      h2('Who we are'),
      lead(
        'Altitude Marketing Group is an independent agency of thirteen people working from a third-floor studio in Winter Park. Every client works directly with senior people from the first meeting onward.',
      ),
      p(
        'We are strategists, designers, writers, media buyers, developers and producers. We started in 2024 with a simple idea: mid-sized companies deserve the same strategic thinking as national brands, delivered without the overhead, the jargon or the junior bait-and-switch. Two years on, the idea has held up, and so have most of our first clients.',
      ),
      stats([
        ['13', 'people, all of them client-facing'],
        ['2024', 'the year we opened on Lakemont Avenue'],
        ['40', 'paid volunteer hours for every person, every year'],
      ]),
      h2('How we work'),
      cards([
        {
          icon: iconFile('strategy'),
          title: 'One team, one plan',
          text: 'Strategy, creative, media and web under one roof, planning together from the first week, so nothing is lost between agencies.',
        },
        {
          icon: iconFile('content'),
          title: 'Short, honest documents',
          text: 'Plans people actually read and use: one page where one page will do, with the decision at the top.',
        },
        {
          icon: iconFile('analytics'),
          title: 'Measured in the open',
          text: 'Measurement agreed before launch and reported plainly after, including the tests that did not work.',
        },
        {
          icon: iconFile('truth'),
          title: 'Advice to do less',
          text: 'When less is what the business needs, we say so, even when it makes our invoice smaller.',
        },
      ]),
      pattern('call-to-action-band'),
      marquee(['Strategy', 'Brand', 'Websites', 'Paid media', 'Content & SEO', 'Social', 'Video', 'Podcasts']),
      pattern('team-excerpt'),
      pattern('media-text-feature'),
    ),
  },
  {
    slug: 'about',
    uri: '/about/',
    title: 'Our Story',
    date: '2024-05-06T08:20:00',
    menuOrder: 2,
    excerpt: excerpt(
      'From a borrowed desk on Park Avenue to a studio on Lakemont Avenue: how Altitude began and how we work today.',
    ),
    featuredImage: 'hero-our-story-launch-field.jpg',
    heroSettings: hero({
      size: 'medium',
      type: 'headline',
      color: 'ink',
      bg: 'paper',
      overlay: 'sky',
      opacity: 10,
      scrollDown: false,
      insightAlt: false,
      cta: null,
      left: ['top', 'wisp'],
      right: ['middle', 'cumulus'],
      image: 'hero-our-story-launch-field.jpg',
      eyebrow: 'Our Story',
      headline: 'It started with a napkin and two brave clients.',
    }),
    pageMetadata: metadata(
      'How Altitude Marketing Group began in Winter Park in 2024, and the culture that keeps our work honest.',
      null,
    ),
    content: blocks(
      h2('A borrowed desk and a napkin'),
      lead(
        'In the spring of 2024, Maya Ortiz left a comfortable job running brand marketing for a hospital network. She had spent fifteen years watching capable mid-sized companies either overpay for agencies that treated them as small accounts or underinvest in marketing altogether.',
      ),
      p(
        "She wrote the agency's positioning on the back of a restaurant receipt on Park Avenue: for growing companies who need marketing that earns its keep, Altitude is a senior agency that tells the truth, unlike the big firms that send juniors and the freelancers who cannot scale. The receipt is framed in our kitchen, slightly stained, next to the coffee machine that has outlasted three interns' opinions of it.",
      ),
      mediaText(
        {
          file: 'hero-our-story-launch-field.jpg',
          alt: 'Hot-air balloons inflating on a green launch field at dawn',
          right: true,
        },
        h2('Growing carefully'),
        p(
          'Two clients became six, then a dozen. We moved into our studio on Lakemont Avenue in May 2024 and took over the rest of the floor in 2026.',
        ),
        p(
          'We hire slowly, on purpose, because every person here works directly with clients. Nobody joins to manage an account they never touch.',
        ),
      ),
      steps([
        ['Spring 2024.', 'A borrowed desk on Park Avenue, two brave clients and a positioning written on a receipt.'],
        ['May 2024.', 'The studio on Lakemont Avenue opens with five people and a very long table.'],
        ['2025.', 'The Altitude Frameworks are published, and Thin Air records its first episode.'],
        ['2026.', 'Thirteen people, the whole third floor and the first Altitude Fellowship class.'],
      ]),
      band(
        'sunset',
        'Want to work here?',
        'We hire a few people a year, carefully. See what is open now, or tell us why you should be next.',
        ['See open roles', '/careers/'],
        ['Meet the team', '/team/', 'outline'],
      ),
      group(
        { id: 'culture', background: 'mist' },
        h2('Our culture'),
        p(
          'Culture at Altitude is mostly a set of habits. We critique work openly every Wednesday at the long wall. We share unfinished work at Friday Launch Pad lunches. We write short documents. We say "I do not know" when we do not know, and then we find out.',
        ),
        ul([
          'Forty paid volunteer hours for every person, every year.',
          'A professional development budget you are expected to spend.',
          'Flexible hybrid schedules with three studio days a week.',
          'A quarterly offsite, which has twice involved an actual balloon.',
        ]),
        quote(
          'A great office is one where people choose to show up on a Friday.',
          'Rosa Delgado, Office & Culture Manager',
        ),
      ),
    ),
  },
  {
    slug: 'team',
    uri: '/team/',
    title: 'Our Team',
    date: '2024-05-06T08:30:00',
    menuOrder: 3,
    excerpt: excerpt(
      'Thirteen people, all senior enough to sit in your boardroom and all hands-on enough to do the work.',
    ),
    featuredImage: 'hero-team-flotilla.jpg',
    heroSettings: hero({
      size: 'large',
      type: 'image',
      color: 'ink',
      bg: 'sky',
      overlay: 'paper',
      opacity: 20,
      scrollDown: true,
      insightAlt: false,
      cta: { label: 'Join us', link: link('/careers/', 'Careers') },
      left: ['bottom', 'cumulus'],
      right: ['bottom', 'cumulus'],
      image: 'hero-team-flotilla.jpg',
      eyebrow: 'Our Team',
      headline: 'The crew.',
    }),
    pageMetadata: metadata(
      'Meet the Altitude Marketing Group team: strategists, designers, writers, media buyers, developers and producers in Winter Park, FL.',
      'og-altitude.jpg',
    ),
    content: blocks(
      lead(
        'Every Altitude client works with the people on this page. We do not have a layer of account coordinators between you and the work, and we do not pitch with one team and deliver with another.',
      ),
      p(
        'The team is listed below in the order our clients usually meet us: leadership first, then the people who plan, make and measure the work, then the people who keep the studio running. Select anyone to read more about them, their work at Altitude and what they get up to when they are not at the studio.',
      ),
    ),
  },
  {
    slug: 'mission',
    uri: '/mission/',
    title: 'Mission & Values',
    date: '2024-05-06T08:40:00',
    menuOrder: 4,
    excerpt: excerpt('Our mission is to give good companies lift. Five values describe how we go about it.'),
    featuredImage: 'hero-mission-summit.jpg',
    heroSettings: hero({
      size: 'medium',
      type: 'image',
      color: 'paper',
      bg: 'ink',
      overlay: 'ink',
      opacity: 55,
      scrollDown: false,
      insightAlt: false,
      cta: null,
      left: ['top', 'stratus'],
      right: ['top', 'none'],
      image: 'hero-mission-summit.jpg',
      eyebrow: 'Mission & Values',
      headline: 'Give good companies lift.',
    }),
    pageMetadata: metadata(
      'The mission and five values of Altitude Marketing Group: honesty, clarity, craft, generosity and curiosity.',
      null,
    ),
    content: blocks(
      h2('Our mission'),
      lead('We give good companies lift: clearer positioning, work people remember and growth they can measure.'),
      p(
        'We choose clients whose products and services we would recommend to our own families, and we tell them the truth about what marketing can and cannot do. That sometimes means turning work down. It always means saying what we think, in plain words, early enough to matter.',
      ),
      h2('Our values'),
      cards([
        {
          icon: iconFile('truth'),
          title: 'Tell the truth',
          text: 'Including when the truth is "do less," "this test failed" or "marketing is not your problem." Clients pay us for judgement, not agreement.',
        },
        {
          icon: iconFile('clarity'),
          title: 'Make it clear',
          text: 'Short documents, plain language, decisions written down. If a plan needs a glossary, it is not finished.',
        },
        {
          icon: iconFile('craft'),
          title: 'Care about the craft',
          text: 'Kerning, code, copy and spreadsheets all deserve attention. The details are where people decide whether to trust you.',
        },
        {
          icon: iconFile('generosity'),
          title: 'Be generous',
          text: 'With credit, with knowledge and with our community. Every person here has forty paid volunteer hours a year.',
        },
        {
          icon: iconFile('curiosity'),
          title: 'Stay curious',
          text: 'The best ideas usually come from a question nobody thought to ask. We ask it, politely and often.',
        },
      ]),
      band(
        'dusk',
        'See the values at work',
        'Six case studies, each with the number that mattered and the people who moved it.',
        ['See our work', '/work/'],
        ['Meet the team', '/team/', 'outline'],
      ),
      pullquote(
        'Good marketing feels like lift: you notice it most when you are suddenly higher than you were.',
        'Maya Ortiz, Founder & CEO',
      ),
    ),
  },
  {
    slug: 'amg-headquarters',
    uri: '/amg-headquarters/',
    title: 'AMG Headquarters',
    date: '2024-05-20T09:00:00',
    menuOrder: 5,
    excerpt: excerpt(
      'Our studio fills the third floor of 1250 Lakemont Avenue, a short walk from Park Avenue and Lake Virginia.',
    ),
    featuredImage: 'hero-headquarters-dusk.jpg',
    heroSettings: hero({
      size: 'large',
      type: 'video',
      color: 'paper',
      bg: 'dusk',
      overlay: 'dusk',
      opacity: 50,
      scrollDown: true,
      insightAlt: false,
      cta: {
        label: 'Get directions',
        link: link(
          'https://maps.example/?q=1250+Lakemont+Avenue+Winter+Park+FL',
          'Directions to AMG Headquarters',
          '_blank',
        ),
      },
      left: ['middle', 'wisp'],
      right: ['bottom', 'cumulus'],
      image: 'hero-headquarters-dusk.jpg',
      eyebrow: 'AMG Headquarters',
      headline: 'Third floor, lake view, good coffee.',
    }),
    pageMetadata: metadata(
      'Visit AMG Headquarters at 1250 Lakemont Avenue, Suite 300, Winter Park, FL 32789. Parking, directions and what to expect.',
      'og-altitude.jpg',
    ),
    content: blocks(
      h2('Visit the studio'),
      lead(
        'Altitude Marketing Group, 1250 Lakemont Avenue, Suite 300, Winter Park, FL 32789. Call (407) 555-0142 or write to hello@altitudemarketing.example.',
      ),
      p(
        'We are open Monday to Friday, 8:30 a.m. to 5:30 p.m. Visitors are always welcome; a quick message before you come means someone will have the coffee ready and a room free.',
      ),
      h2('Inside'),
      cards([
        {
          icon: iconFile('strategy'),
          title: 'The Cumulus Room',
          text: 'A workshop space for twenty around one long table, with walls you are allowed to write on.',
        },
        {
          icon: iconFile('audio'),
          title: 'The Stratus Room',
          text: 'A quiet room for customer interviews and calls, with good light and better soundproofing.',
        },
        {
          icon: iconFile('brand'),
          title: 'The critique wall',
          text: 'Forty feet of corkboard covered in whatever we are working on this week. Ask; we will walk you through it.',
        },
        {
          icon: iconFile('video'),
          title: 'The studio',
          text: 'Audio and video, home of the Thin Air podcast and most of our client films.',
        },
      ]),
      band(
        'ink',
        'Plan a visit',
        'Tell us when you are coming and what you would like to see. We will have the coffee ready.',
        ['Plan a visit', '/contact/'],
      ),
      mediaText(
        { file: 'hero-headquarters-dusk.jpg', alt: 'Two hot-air balloons over a still lake at dusk', right: true },
        h2('Getting here'),
        p('Free parking is available in the garage behind the building; take a ticket and we will validate it.'),
        p('The SunRail Winter Park station is a twelve-minute walk, and bike racks sit by the main entrance.'),
      ),
    ),
  },
  {
    slug: 'winter-park',
    uri: '/winter-park/',
    title: 'Winter Park, FL',
    date: '2024-06-03T09:00:00',
    menuOrder: 6,
    excerpt: excerpt(
      'Why a marketing agency chose a leafy lakeside city north of Orlando, and our favourite places nearby.',
    ),
    featuredImage: 'hero-winter-park-lakes.jpg',
    heroSettings: hero({
      size: 'full',
      type: 'image',
      color: 'paper',
      bg: 'sunset',
      overlay: 'sunset',
      opacity: 25,
      scrollDown: true,
      insightAlt: false,
      cta: { label: 'Visit our studio', link: link('/amg-headquarters/', 'AMG Headquarters') },
      left: ['top', 'cumulus'],
      right: ['middle', 'wisp'],
      image: 'hero-winter-park-lakes.jpg',
      eyebrow: 'Winter Park, Florida',
      headline: 'Brick streets, big oaks, a chain of lakes.',
    }),
    pageMetadata: metadata(
      'Why Altitude Marketing Group calls Winter Park, Florida home, and where we go for lunch, coffee and inspiration nearby.',
      'og-altitude.jpg',
    ),
    content: blocks(
      lead(
        'Winter Park is a small city of brick streets, live oaks and lakes just north of Orlando. It has a strong arts scene, a busy Saturday farmers market and a habit of looking after its local businesses.',
      ),
      p(
        'We chose it because our clients are all over Central Florida and it is an easy, pleasant place to meet them. It also helps that a walk around the block is the best cure we know for a stuck brief.',
      ),
      h2('Our neighbourhood favourites'),
      gallery(
        [
          {
            file: 'hero-winter-park-lakes.jpg',
            alt: 'Balloons over a lake at sunset framed by palm trees',
            caption: 'Sunset at the lakefront park, only slightly exaggerated.',
          },
          {
            file: 'hero-headquarters-dusk.jpg',
            alt: 'Two hot-air balloons over a still lake at dusk',
            caption: 'The Chain of Lakes boat tour, which we recommend to every visiting client.',
          },
        ],
        { columns: 2 },
      ),
      ul([
        'The Saturday farmers market, for breakfast and people-watching.',
        'The boat tour of the Chain of Lakes, which we recommend to every visiting client.',
        'A walk down Park Avenue for lunch, bookshops and galleries.',
        'Sunset at the lakefront park, which the Winter Park hero picture only slightly exaggerates.',
      ]),
      group(
        { background: 'mist' },
        h2('Part of the community'),
        p(
          'We host free Launch Pad Clinics for local nonprofits one Friday a month, sponsor the Sunrise Balloon Festival and volunteer across Orange and Seminole counties. Being a good neighbour is part of the job.',
        ),
        quote(
          'Winter Park looks after its small businesses. We try to return the favour.',
          'Aaliyah Jordan, Social & Community Manager, Winter Park native',
        ),
      ),
    ),
  },
  {
    slug: 'about-you',
    uri: '/about-you/',
    title: 'About You',
    date: '2024-06-10T09:00:00',
    menuOrder: 7,
    excerpt: excerpt(
      'The companies we work best with: ambitious, honest about their challenges and ready to make choices.',
    ),
    featuredImage: 'hero-about-you-open-sky.jpg',
    heroSettings: hero({
      size: 'medium',
      type: 'headline',
      color: 'sky',
      bg: 'ink',
      overlay: 'dusk',
      opacity: 30,
      scrollDown: true,
      insightAlt: true,
      cta: { label: 'Tell us about your goals', link: link('/contact/', 'Get In Touch') },
      left: ['bottom', 'stratus'],
      right: ['top', 'cumulus'],
      image: 'hero-about-you-open-sky.jpg',
      eyebrow: 'About You',
      headline: 'You have outgrown "good enough."',
    }),
    pageMetadata: metadata(
      'Is Altitude the right marketing agency for you? The companies we work best with, and the ones we are not right for.',
      null,
    ),
    content: blocks(
      lead(
        'Most of our clients have between 20 and 500 employees, and most are in Florida and the Southeast. Healthcare, financial services, food and beverage, industrial, real estate and nonprofit organisations make up most of our work.',
      ),
      columns([
        column(
          h2('You might be a good fit if'),
          ul([
            'Your company has grown faster than its brand, website or marketing team.',
            'You have tried a few channels and are not sure which ones work.',
            'You want senior people who will tell you the truth, including "do less."',
            'You measure success in customers and revenue, not impressions.',
          ]),
        ),
        column(
          h2('We are probably not right for you if'),
          ul([
            'You need a large global media buy across dozens of markets.',
            'You want a vendor to execute a plan without questioning it.',
            'You need work live by Friday and have not decided what it should say.',
          ]),
        ),
      ]),
      band('ink', 'Sound like you?', 'Tell us about your goals. A strategist replies within one business day.', [
        'Start a conversation',
        '/contact/',
      ]),
      h2('What working together looks like'),
      steps([
        ['A first conversation.', 'Thirty minutes with a strategist about where you are and where you want to be.'],
        ['A short proposal.', 'One page: what we would do first, what it costs and how we would both know it worked.'],
        ['A discovery sprint.', 'Two to four weeks that end with a plan your whole leadership team can repeat.'],
      ]),
    ),
  },
];
