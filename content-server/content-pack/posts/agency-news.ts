import { blocks, button, h2, p, quote, ul } from '../html';
import { makePost, type PostDraft } from './make-post';

const drafts: PostDraft[] = [
  {
    slug: 'altitude-opens-on-lakemont-avenue',
    title: 'Altitude Marketing Group opens its doors on Lakemont Avenue',
    date: '2024-05-20T09:15:00',
    author: 'maya-ortiz',
    summary:
      'After a year of working from kitchen tables and coffee shops, Altitude has a home: a bright third-floor studio on Lakemont Avenue in Winter Park.',
    body: blocks(
      p(
        'After a year of working from kitchen tables, coffee shops and one memorable week in a borrowed conference room, Altitude Marketing Group has a home. This week we moved into a bright third-floor studio at 1250 Lakemont Avenue, a short walk from Park Avenue and close enough to Lake Virginia that you can see the water from the kitchen.',
      ),
      p(
        'We chose Winter Park on purpose. Most of our clients are Central Florida companies, and we wanted to be somewhere they could drop by for a workshop and stay for lunch. The space has a long critique wall, two rooms named after our favourite clouds, and a podcast booth that is currently a very well-insulated closet.',
      ),
      p('If you are in the neighbourhood, come and say hello. The coffee is good and the view is better.'),
      button('Visit our headquarters', '/amg-headquarters/'),
    ),
  },
  {
    slug: 'lakeside-orthopedics-joins-altitude',
    title: 'Lakeside Orthopedics names Altitude its agency of record',
    date: '2024-08-12T10:00:00',
    author: 'maya-ortiz',
    summary:
      'We will lead brand, web and patient acquisition for the eleven-clinic practice as it expands into Lake and Sumter counties.',
    body: blocks(
      p(
        'Lakeside Orthopedics, an eleven-clinic practice serving Central Florida, has named Altitude its agency of record after a competitive review. We will lead brand strategy, a new website and patient acquisition campaigns as the practice opens three clinics in Lake and Sumter counties over the next eighteen months.',
      ),
      p(
        'The brief was refreshingly direct: help patients understand which specialist to see, and help them book without a phone call. Our first phase starts with interviews in waiting rooms and at the front desk, because that is where the real questions get asked.',
      ),
      quote(
        'Altitude asked better questions in the pitch than most agencies ask in a year. We are excited to see what they find.',
        'Dr. Renée Castellanos, Chief Operating Officer, Lakeside Orthopedics',
      ),
    ),
  },
  {
    slug: 'our-team-grows-to-ten',
    title: 'Our team grows to ten',
    date: '2024-11-04T08:30:00',
    author: 'maya-ortiz',
    summary:
      'Paid media, brand design and web development now have dedicated leads, which means fewer hand-offs and faster work for our clients.',
    body: blocks(
      p(
        'Six months ago Altitude was four people and a whiteboard. Today we are ten, and the new arrivals fill gaps our clients have been asking us to fill since day one.',
      ),
      p(
        'We have hired slowly and on purpose. Every person who joins works directly with clients, so every hire changes what we can promise. These four change it a lot.',
      ),
      ul([
        'Colin Whitaker joins as Director of Paid Media, bringing a decade of search and social buying.',
        'Hannah Lindqvist leads content and SEO, and will edit a newsletter we will tell you more about soon.',
        'Marcus Bell heads brand design after years of identity work for restaurants, banks and one very popular soccer club.',
        'Jamal Reyes leads web development, with a focus on fast, accessible, editable sites.',
      ]),
      p(
        'Having these disciplines under one roof means fewer hand-offs and more honest conversations about where a budget should go. It also means we finally needed a second coffee machine.',
      ),
      button('Meet the team', '/team/'),
    ),
  },
  {
    slug: 'agency-to-watch-2025',
    title: 'Altitude named an Agency to Watch for 2025',
    date: '2025-01-22T11:00:00',
    author: 'maya-ortiz',
    summary:
      'The Central Florida Business Review included Altitude in its annual list of ten agencies shaping marketing in the region.',
    body: blocks(
      p(
        'The Central Florida Business Review has named Altitude one of ten Agencies to Watch in its annual marketing issue. The editors pointed to our work with Lakeside Orthopedics and our habit of publishing the frameworks we use with clients instead of keeping them behind a sales call.',
      ),
      p(
        'Recognition like this belongs to our clients first. They trusted a young agency with work that mattered to them, and they let us show our thinking in public. Thank you.',
      ),
      p(
        'We have framed the article and hung it next to the coffee machine, where it can keep us humble every morning.',
      ),
    ),
  },
  {
    slug: 'introducing-hot-air',
    title: 'Introducing Hot Air, a newsletter for marketers who like to think',
    date: '2025-03-18T09:45:00',
    author: 'hannah-lindqvist',
    summary:
      'Every other Thursday: one big idea, three useful links and a chart we could not stop looking at. No fluff, which is ironic given the name.',
    body: blocks(
      p(
        'We are launching Hot Air, a newsletter for marketers, founders and anyone who has to explain a marketing budget to a finance team. It arrives every other Thursday morning and takes about five minutes to read.',
      ),
      h2('What is inside'),
      ul([
        'One big idea from the Altitude team, argued properly.',
        'Three links worth your time, with a sentence on why.',
        'The chart of the fortnight: one piece of data that changed how we think.',
      ]),
      p(
        'Hot Air is edited by Hannah Lindqvist, with contributions from across the studio and the occasional guest. If something in an issue makes you disagree, reply: every reply reaches a person, and the best ones may appear, with permission, in a future issue.',
      ),
      p('Yes, we know what the name implies. We are counting on the irony to keep us honest.'),
      button('Subscribe to Hot Air', '/hot-air/'),
    ),
  },
  {
    slug: 'five-hundred-volunteer-hours',
    title: 'We are pledging 500 volunteer hours to Central Florida nonprofits',
    date: '2025-04-29T14:00:00',
    author: 'maya-ortiz',
    summary:
      'Every Altitude employee now has forty paid hours a year for volunteer work, and our studio is open to nonprofits one Friday a month.',
    body: blocks(
      p(
        'Starting this month, every Altitude employee has forty paid hours each year to volunteer with a nonprofit of their choice. Across the team that adds up to more than five hundred hours, and we intend to use every one.',
      ),
      p(
        'We are also opening the studio one Friday a month for Launch Pad Clinics: free ninety-minute sessions where nonprofit leaders can bring a marketing problem and leave with a plan. The first clinics are booked by a food pantry, a youth rowing program and a literacy nonprofit in Eatonville.',
      ),
      p('If your organisation would like a slot, write to us through the contact page and mention the clinic.'),
      button('Get in touch', '/contact/'),
    ),
  },
  {
    slug: 'thin-air-podcast-launches',
    title: 'Thin Air, the Altitude podcast, is live',
    date: '2025-06-16T10:30:00',
    author: 'evan-castillo',
    summary:
      'Daniel Okafor and Evan Castillo talk with marketers about the decisions behind their best and worst work. New episodes every three weeks.',
    body: blocks(
      p(
        'Our podcast, Thin Air, is live. Each episode, Daniel Okafor and Evan Castillo sit down with a marketer to talk through one decision that shaped their work: a rebrand, a channel they walked away from, a campaign that almost did not run.',
      ),
      p(
        'Episodes run about forty minutes, arrive every three weeks and come with show notes on our Insights page. Guests in the first season include a credit union marketer, a coffee roaster who switched off paid social and a balloon pilot recorded live on the launch field.',
      ),
      p(
        'We recorded the first season in the studio booth that was, until recently, a closet. The acoustics have improved considerably since we removed the mops.',
      ),
      button('Listen to Thin Air', '/podcast/'),
    ),
  },
  {
    slug: 'three-new-faces-august-2025',
    title: 'Three new faces join the studio',
    date: '2025-08-05T09:00:00',
    author: 'maya-ortiz',
    summary: 'Analytics, copy and social now have dedicated leads at Altitude. Say hello to Grace, Theo and Aaliyah.',
    body: blocks(
      p('Summer has been busy, and our team has grown to match it. Please welcome three new colleagues.'),
      p(
        'Grace Nakamura joins as Marketing Analytics Lead. She will build measurement plans and dashboards our clients can actually use. Theo Brennan joins as Senior Copywriter from Nashville, where his barbecue billboards are still the subject of local debate. Aaliyah Jordan joins as Social & Community Manager; she grew up a few blocks from our office and knows Winter Park better than any of us.',
      ),
      p('All three are already on client work, and Theo has already rewritten this paragraph twice.'),
    ),
  },
  {
    slug: 'orange-blossom-credit-union-awards',
    title: 'Our Orange Blossom Credit Union campaign wins two Florida Creative Awards',
    date: '2025-10-14T13:00:00',
    author: 'theo-brennan',
    summary:
      '"Money, Minus the Fine Print" took gold for integrated campaign and silver for outdoor at this year\'s Florida Creative Awards.',
    body: blocks(
      p(
        'Our campaign for Orange Blossom Credit Union, "Money, Minus the Fine Print," won gold for integrated campaign and silver for outdoor at the Florida Creative Awards in Tampa last week.',
      ),
      p(
        'The campaign replaced the usual smiling-family photography with plain-spoken billboards that answered the questions members actually ask at the branch, like "Can I get a car loan with a new job?" Membership applications rose 38 percent over the campaign period.',
      ),
      p('Awards are nice. A client who lets you run a billboard with a question mark on it is nicer.'),
      button('Read the case study', '/work/orange-blossom-credit-union/'),
    ),
  },
  {
    slug: 'headquarters-expands-to-third-floor',
    title: 'Expanding our headquarters: the whole third floor is ours',
    date: '2026-01-20T09:30:00',
    author: 'maya-ortiz',
    summary:
      'We have taken over the rest of the third floor at 1250 Lakemont Avenue, adding a workshop room, a proper studio and more desks by the window.',
    body: blocks(
      p(
        'In January we signed for the rest of the third floor at 1250 Lakemont Avenue. The expansion nearly doubles our space and adds three things we have wanted since the day we moved in.',
      ),
      ul([
        'The Cumulus Room, a workshop space that seats twenty around a single long table.',
        'A real audio and video studio, so Thin Air no longer shares a wall with the kitchen.',
        'Eight more desks by the windows, because the team keeps growing.',
      ]),
      p(
        'The new floor plan also gives every team a home base near the people they work with most, while keeping the long critique wall at the centre of the studio, where everyone walks past it on the way to coffee.',
      ),
      p('The builders finish in March. Until then, please excuse the drilling on our video calls.'),
    ),
  },
  {
    slug: 'launching-the-altitude-fellowship',
    title: 'Launching the Altitude Fellowship for early-career marketers',
    date: '2026-03-10T11:15:00',
    author: 'daniel-okafor',
    summary:
      'A paid twelve-week program for four recent graduates, with real client work, a mentor and a portfolio at the end.',
    body: blocks(
      p(
        'This summer we will welcome the first class of the Altitude Fellowship, a paid twelve-week program for four early-career marketers. Fellows join a client team, work on real briefs and leave with a portfolio and a mentor who will keep answering their emails long after the program ends.',
      ),
      p(
        'We built the fellowship because the first job in marketing is often the hardest to get, and because the people who get them are too often the ones who could afford an unpaid internship. Fellows are paid a full-time salary for the twelve weeks.',
      ),
      p('Applications open in April. Keep an eye on our careers page.'),
      button('See open roles', '/careers/'),
    ),
  },
  {
    slug: 'sunrise-balloon-festival-sponsorship',
    title: 'Altitude is the presenting sponsor of the Sunrise Balloon Festival',
    date: '2026-06-02T10:00:00',
    author: 'evan-castillo',
    summary:
      'We could not resist. This October, twenty-two balloons will launch at dawn over Central Florida with our name on the programme.',
    body: blocks(
      p(
        'An agency named Altitude, with a newsletter called Hot Air, sponsoring a balloon festival. We are aware of how this looks, and we are thrilled about it.',
      ),
      p(
        'This October, the Sunrise Balloon Festival will launch twenty-two balloons at dawn from the fields outside Winter Garden, with a night glow on Saturday evening. Altitude is the presenting sponsor, and our team will be on the field helping crews, filming for a short documentary and handing out hot chocolate.',
      ),
      p("Proceeds support the festival's STEM scholarship for Central Florida high school students."),
    ),
  },
  {
    slug: 'gulfstream-outfitters-new-client',
    title: 'Gulfstream Outfitters chooses Altitude for its national launch',
    date: '2026-08-18T09:00:00',
    author: 'maya-ortiz',
    summary:
      'The St. Petersburg fishing and paddle brand is taking its direct-to-consumer business national, and we are leading brand and media.',
    body: blocks(
      p(
        'Gulfstream Outfitters, the St. Petersburg maker of fishing and paddle gear, has chosen Altitude to lead brand strategy, creative and paid media for its national direct-to-consumer launch next spring.',
      ),
      p(
        'Gulfstream has a loyal Gulf Coast following and products that anglers rave about. Our job is to carry that reputation to people who have never heard of them, without losing the salt-on-the-boots credibility that got them here.',
      ),
      quote(
        'We wanted a partner who would fish with us before they pitched us. Altitude did both.',
        'Carla Benning, Founder, Gulfstream Outfitters',
      ),
    ),
  },
  {
    slug: 'pro-bono-partner-2027',
    title: 'Announcing our 2027 pro bono partner: Second Harvest Riders',
    date: '2026-10-06T15:30:00',
    author: 'maya-ortiz',
    summary:
      'Each year the team votes for one nonprofit to receive a full year of strategy, brand and campaign work at no cost.',
    body: blocks(
      p(
        'Every autumn the Altitude team votes on one nonprofit to receive a full year of pro bono work: strategy, brand, website and a campaign, delivered with the same care as any retained client.',
      ),
      p(
        'For 2027 the team chose Second Harvest Riders, a volunteer cycling network that delivers groceries to homebound seniors across Orange and Seminole counties. They have two hundred riders, one van and a waiting list of seniors who need them. We will help them recruit riders, tell their story to funders and build a website that lets families request deliveries online.',
      ),
      p('If you ride a bike in Central Florida, we will be in touch.'),
    ),
  },
  {
    slug: 'client-summit-2026-recap',
    title: 'Recap: the 2026 Altitude Client Summit',
    date: '2026-11-12T10:45:00',
    author: 'daniel-okafor',
    summary:
      'Ninety clients, six talks and one very windy balloon tethered in the parking lot. Here is what we learned.',
    body: blocks(
      p(
        'Last Thursday ninety clients and friends joined us at the Winter Park Events Center for our second annual Client Summit. The balloon we tethered in the parking lot lasted forty minutes before the wind won, which is about thirty-nine minutes longer than the insurance company expected.',
      ),
      p(
        'The theme this year was "fewer, better": fewer channels, fewer dashboards, fewer words, and better results from each. Six speakers from our team and our clients took fifteen minutes each, followed by long, argumentative lunches.',
      ),
      h2('Three ideas people kept talking about'),
      ul([
        "Grace Nakamura's case for deleting half of your dashboards.",
        'Priya Raman on why the best briefs include a sentence about what the work must never do.',
        'A panel of three CMOs on how they explain brand investment to boards.',
      ]),
      p(
        'Slides and recordings are on their way to attendees. If you missed it, the best bits will be in the next issue of Hot Air.',
      ),
      button('Read Hot Air', '/hot-air/'),
    ),
  },
];

export const agencyNews = drafts.map((draft) => makePost('agency-news', draft));
