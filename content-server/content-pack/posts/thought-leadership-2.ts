import { blocks, h2, ol, p, quote, ul } from '../html';
import type { PostDraft } from './make-post';

/** Essays from the second half of 2025 onward. */
export const laterEssays: PostDraft[] = [
  {
    slug: 'video-that-earns-sound-on',
    title: 'Video that earns the sound-on',
    date: '2025-09-16T07:30:00',
    author: 'evan-castillo',
    summary: 'Most social video is watched muted. The videos that get unmuted share a few habits worth stealing.',
    body: blocks(
      p(
        'Most video on social platforms is watched without sound. That is not news, and most brands have adapted with captions and big text overlays. But the videos that actually move people, the ones they share and remember, are very often the ones people chose to unmute.',
      ),
      p('Earning the sound-on is a higher bar, and it changes how we plan, shoot and edit.'),
      h2('Start with a human voice'),
      p(
        'Viewers unmute for people, not for products. A founder explaining a mistake, a nurse describing her first night shift, an angler laughing at a fish that got away. Real voices with real texture make people curious about what they are missing. Voiceover read from a script rarely does.',
      ),
      h2('Make the silent version a trailer'),
      p(
        'We edit every piece twice: once with sound, then again for silence. The silent cut is not simply the same video with captions. It is a trailer for the sound version, with enough visual story to keep people watching and enough unanswered questions to make them reach for the volume.',
      ),
      ul([
        'Open on a face mid-sentence, so viewers see someone talking before they hear them.',
        'Caption the first line, then let the captions signal that more is being said.',
        'Use sound that matters: a laugh, a crowd, an engine, not a generic music bed.',
      ]),
      h2('Let it breathe'),
      p(
        "The instinct in short video is to cut everything to the bone. Pace matters, but so do pauses. A second of silence before an answer, a beat on someone's face after they finish speaking, these are the moments people remember. On our Sunrise Balloon Festival film, the shot viewers mention most is eight seconds of burner roar with no words at all.",
      ),
      quote('Sound is not decoration. It is half the story, and it is the half people have to choose.'),
      p(
        'Plan for silence, reward sound. It is more work in the edit, but it is the difference between video that passes by and video that stays.',
      ),
    ),
  },
  {
    slug: 'local-seo-for-multi-location-brands',
    title: 'Local search for businesses with more than one front door',
    date: '2025-11-18T08:45:00',
    author: 'hannah-lindqvist',
    guest: 'Marisol Vega, founder of Northstar Local Search',
    summary:
      'Clinics, branches and franchises live or die in the map results. A guest contributor explains the fundamentals most multi-location brands get wrong.',
    body: blocks(
      p(
        'If your business has more than one location, most of your customers find you through a map. They search for a service near them, glance at the three businesses that appear, check the reviews and the hours, and tap the one that looks right. Your beautiful homepage may never enter the picture.',
      ),
      p(
        'After a decade helping clinics, banks and franchises with local search, I see the same fundamentals neglected again and again. None of them are glamorous. All of them matter more than the latest trick.',
      ),
      h2('Every location needs its own page'),
      p(
        'One "Locations" page with a list of addresses is not enough. Each location deserves a page with its own address, hours, phone number, services, staff, parking directions and photographs of the actual building. These pages help search engines understand each place, and they help a nervous first-time visitor find the right entrance.',
      ),
      h2('Keep your listings identical everywhere'),
      p(
        'Your name, address and phone number should match exactly across your website, your map listings and the directories that matter in your industry. Small inconsistencies, such as "Suite 200" on one site and "#200" on another, are forgivable. Old phone numbers and closed locations that still appear are not.',
      ),
      h2('Treat reviews as a service channel'),
      ul([
        'Ask for reviews at the moment of satisfaction, not weeks later.',
        'Respond to every review, positive or negative, within two business days.',
        'Give location managers the tools and permission to respond locally.',
        'Look for patterns: three reviews about parking is an operations problem, not a marketing one.',
      ]),
      quote('Your map listing is your new front door. Most businesses never check whether it is locked.'),
      p(
        "Start with an audit of every location's listing, hours and reviews. It is tedious work, and it is almost always the highest-return marketing task a multi-location business can do this month.",
      ),
      p(
        'Marisol Vega is the founder of Northstar Local Search and has advised more than two hundred multi-location businesses. She wrote this piece as a guest contributor to Altitude Insights.',
      ),
    ),
  },
  {
    slug: 'your-website-is-not-a-brochure',
    title: 'Your website is not a brochure',
    date: '2026-01-13T07:15:00',
    author: 'theo-brennan',
    summary:
      'Brochures are read front to back by someone holding them. Websites are used sideways, in a hurry, by people looking for one thing.',
    body: blocks(
      p(
        'A surprising number of company websites are still organised like a printed brochure. There is a welcome message, a history of the company, a page about values, a list of services and, somewhere near the end, a way to get in touch. It reads beautifully from front to back. Almost nobody reads it that way.',
      ),
      p(
        'Visitors arrive sideways. They land on a service page from a search, or on a blog post from a link a colleague sent. They want one thing: a price, a phone number, proof that you have solved their problem before. They will give you about as long as it takes to find it.',
      ),
      h2('Write every page as a front page'),
      p(
        'Because any page can be the first page, every page needs to answer three questions on its own: what is this, who is it for and what should I do next. That does not mean repeating your company history everywhere. It means every page carries enough context to make sense to a stranger.',
      ),
      h2('Organise around tasks, not org charts'),
      p(
        'Brochure sites are often organised the way the company is organised: one section per department. Visitors do not care about your departments. Look at what people come to do, from your search data, your support inbox and your sales calls, and build the navigation around those tasks.',
      ),
      ul([
        'Replace "Solutions" with the problems customers describe.',
        'Put pricing, or at least how pricing works, where people can find it.',
        'Make the contact page useful: who answers, how fast, and what happens next.',
      ]),
      h2('Keep it alive'),
      p(
        'A brochure is finished when it is printed. A website is never finished. The best sites we build are designed for the marketing team to change every week: new case studies, updated answers, refreshed proof. If editing a page requires a developer and a two-week wait, the site will slowly fossilise into the brochure it was trying not to be.',
      ),
      quote('A brochure is a monologue. A good website is the first half of a conversation.'),
    ),
  },
  {
    slug: 'how-to-brief-an-agency',
    title: 'How to brief an agency, from the agency side of the table',
    date: '2026-03-03T08:00:00',
    author: 'maya-ortiz',
    summary:
      'A great brief is short, honest and specific about what success looks like. Here is what we wish every client knew before the first meeting.',
    body: blocks(
      p(
        'The quality of the work an agency produces is shaped more by the brief than by almost anything else. I say this as someone who runs an agency and would happily take credit for every good idea we have. The truth is that the best work we have done began with the best briefs we received.',
      ),
      p(
        'A good brief does not need to be long. Our favourite was a single page. It needs to be honest, specific and clear about what matters most.',
      ),
      h2('What the best briefs include'),
      ol([
        'The business problem, in plain language, with a number attached if possible.',
        'Who we need to reach, described by their situation and their current behaviour.',
        'What we want them to think, feel or do differently afterwards.',
        'What is already known: research, past campaigns, what worked and what did not.',
        'The constraints: budget, timing, legal, brand rules and politics.',
        'How success will be measured, and who will make the final decision.',
      ]),
      h2('Tell us the politics'),
      p(
        'The most useful thing a client can share is the thing they are least likely to write down: the internal dynamics. Who championed the last campaign that failed? Which executive hates the colour orange? Is the sales team sceptical of marketing? We will find out eventually. Finding out in week one saves everyone money.',
      ),
      h2('Say what the work must never do'),
      p(
        'Our Executive Creative Director, Priya Raman, asks every client for one sentence about what the work must never do. "It must never look like a bank." "It must never make our nurses look like models." These sentences are often more useful than pages of aspirations, because they mark the edges of the playing field.',
      ),
      quote('Give us the real problem and the real constraints. We will bring the ideas.'),
      p(
        'If you are preparing a brief for us or for anyone else, try writing it on one page first. If it does not fit, the problem is probably not clear yet, and that is a perfectly good reason to call us before you write it.',
      ),
    ),
  },
  {
    slug: 'what-healthcare-cmos-wish-agencies-knew',
    title: 'What a healthcare CMO wishes agencies knew',
    date: '2026-04-21T07:45:00',
    author: 'daniel-okafor',
    guest: 'Robert Ashby, former Chief Marketing Officer of a regional health system',
    summary:
      'Compliance, clinicians and boards shape healthcare marketing more than creative does. A former CMO on how agencies can actually help.',
    body: blocks(
      p(
        'I spent eleven years as chief marketing officer of a regional health system, and in that time I worked with more agencies than I care to count. A few were exceptional. Many were talented but frustrating, usually for the same handful of reasons. Here is what I wish every agency understood before walking into a hospital boardroom.',
      ),
      h2('Clinicians are your most important audience'),
      p(
        'Before any campaign reaches patients, it has to survive physicians. If the doctors feel a campaign oversells outcomes or misrepresents their work, they will say so, loudly, and they will be right to. The best agencies involved clinicians early, interviewed them respectfully and used their language. The campaigns that did this sailed through approval.',
      ),
      h2('Compliance is a design constraint, not an obstacle'),
      p(
        "Privacy rules, advertising regulations and the hospital's own policies limit what can be said and shown. Agencies that treated compliance as a late-stage hurdle lost weeks in revisions. Agencies that asked for the rules on day one designed within them and moved faster.",
      ),
      h2('Boards think in years'),
      ul([
        'Show how brand investment connects to service-line growth over several years.',
        'Report on patient volume and access, not impressions.',
        'Be candid about what marketing can and cannot influence, such as wait times.',
      ]),
      h2('Patients are frightened, not shopping'),
      p(
        'Healthcare is not retail. A person researching a hip replacement or a cancer screening is anxious, often in pain and usually reading late at night. Clever taglines and aspirational imagery can feel tone-deaf to them. The campaigns that worked best for us were calm and specific: what to expect, how long it takes, who will be there, what it costs.',
      ),
      quote('The agencies I trusted most were the ones who told me when marketing was not the answer.'),
      p(
        'Healthcare marketing is slower and more constrained than most categories. It is also some of the most meaningful work an agency can do: helping people find care when they are frightened and unsure. The agencies that respected that did their best work with us.',
      ),
      p(
        'Robert Ashby led marketing for a regional health system for eleven years and now advises healthcare organisations on brand and growth. He contributed this piece as a guest author.',
      ),
    ),
  },
  {
    slug: 'fewer-better-posts-content-audit',
    title: 'Fewer, better posts: a content audit playbook',
    date: '2026-06-02T10:00:00',
    author: 'hannah-lindqvist',
    summary:
      'Most company blogs are mostly dead weight. Here is the four-bucket audit we use to decide what to keep, fix, merge or delete.',
    body: blocks(
      p(
        "When we audit a client's blog, we usually find the same thing. A small number of articles, often fewer than ten percent, bring in nearly all of the traffic and leads. A larger group gets occasional visits. And the majority gets almost nothing at all: announcements that aged out, thin posts written for a keyword, three articles that say the same thing in slightly different words.",
      ),
      p(
        'Those neglected posts are not harmless. They dilute the site, confuse search engines about which page to rank, and quietly tell visitors that nobody is minding the shop.',
      ),
      h2('The four buckets'),
      p(
        'We sort every post into one of four buckets, using traffic, conversions, links and a human read of the content.',
      ),
      ul([
        'Keep: performing well and accurate. Leave it alone, apart from light updates.',
        'Fix: good topic, weak execution. Rewrite, update the facts and improve the structure.',
        'Merge: overlapping posts on the same subject. Combine into one strong page and redirect the rest.',
        'Remove: no traffic, no links, no longer true or relevant. Delete or redirect to something useful.',
      ]),
      h2('Do it in rounds'),
      p(
        'Audits stall when they try to do everything at once. Work through the Fix and Merge buckets in batches of ten, measure the effect after six weeks and then continue. The early results are usually persuasive enough to keep the project funded.',
      ),
      h2('What happens next'),
      p(
        'On a recent audit for a professional services firm, we removed or merged 61 percent of their blog. Organic traffic rose 34 percent over the following four months, and enquiries from the blog nearly doubled. Nothing new was published during that time.',
      ),
      quote('A content library is a garden. If you only ever plant and never prune, you get a thicket.'),
      p(
        'Once the audit is done, set a simple rule: every new post must be better than anything on the same topic already on the site, or it should be an update instead of a new post. It is a high bar, and it keeps the garden tidy.',
      ),
    ),
  },
  {
    slug: 'ai-tools-in-our-studio',
    title: 'AI tools in our studio: what stayed and what went',
    date: '2026-08-25T08:30:00',
    author: 'daniel-okafor',
    summary:
      'After eighteen months of experiments, some AI tools became part of how we work and some were quietly retired. An honest inventory.',
    body: blocks(
      p(
        'Like every agency, we spent the last couple of years experimenting with AI tools. Some experiments were exciting, some were embarrassing and most were somewhere in between. Clients ask us regularly what we actually use, so here is an honest inventory.',
      ),
      h2('What stayed'),
      ul([
        'Transcription and summaries of interviews and workshops, always checked against the recording.',
        'First-pass research scans, which we treat as leads to verify rather than facts.',
        'Data cleanup and formula help for analytics work.',
        'Rough variations of layouts and headlines in early brainstorming, never as final work.',
      ]),
      h2('What went'),
      p(
        "We stopped using generated copy for anything a client's customer will read. The drafts were fluent but generic, and editing them into something specific took longer than writing from scratch. We also stopped using generated imagery for client campaigns: rights questions remain unresolved, and the results drifted toward a sameness that undermined the distinctiveness brands pay us for.",
      ),
      h2('Our rules'),
      ul([
        'Clients know when and how AI tools were used on their work.',
        'No confidential client data goes into tools without a signed agreement covering it.',
        'A named person is responsible for every fact, figure and claim we deliver.',
      ]),
      p(
        'The pattern behind these decisions is simple. Where a tool saves time on tasks that a person then checks, such as turning a two-hour workshop recording into searchable notes, it stays. Where a tool produces the thing the client is paying for, its output has to beat what our people produce, and so far it rarely has. The work that makes a brand distinctive is exactly the work that averages out when a model predicts the most likely next word.',
      ),
      p(
        'We also learned that the hidden cost of these tools is review time. A fluent draft invites skimming, and skimming is how errors slip through. Any team adopting them should budget for careful reading, not just faster writing.',
      ),
      quote('The tools are useful for the work around the work. The work itself still needs a person who cares.'),
      p(
        'We will keep experimenting, and we will keep sharing what we learn. The inventory will look different next year. Our rules, we suspect, will not.',
      ),
    ),
  },
  {
    slug: 'the-case-for-boring-consistency',
    title: 'The case for boring brand consistency',
    date: '2026-10-20T07:30:00',
    author: 'theo-brennan',
    summary:
      'Marketers get bored of their brand years before customers notice it. That boredom is a signal the brand is finally working.',
    body: blocks(
      p(
        'Every brand reaches a moment when the marketing team gets tired of it. The colours feel dated, the tagline feels stale, the campaign idea has run for three years and surely everyone has seen it by now. Someone suggests a refresh. Usually, this is exactly the wrong moment to change anything.',
      ),
      p(
        'Marketers see their brand every day: in meetings, in drafts, in approvals. Customers see it occasionally, in passing, while thinking about something else. The point at which the team is sick of a campaign is often the point at which customers are just starting to recognise it.',
      ),
      h2('Recognition is built slowly'),
      p(
        'The brands people recognise instantly, from the colour of a delivery truck or the first two notes of a jingle, earned that recognition through years of repetition. Each change resets part of the clock. A new logo, a new colour, a new line: each asks customers to learn something again, and most of them will not bother.',
      ),
      h2('Refresh the execution, keep the assets'),
      p(
        'Consistency does not mean running the same ad forever. It means keeping the distinctive assets, the colours, shapes, characters, sounds and phrases that identify you, while the stories told with them change. New campaigns, same building blocks.',
      ),
      ul([
        'List your distinctive assets and protect them like property.',
        'Change creative ideas freely, but within those assets.',
        'Before any refresh, test how many customers actually recognise what you have.',
      ]),
      p(
        'One client, a regional credit union, was ready to retire a twenty-year-old orange that their team found tired. Before any design work, we surveyed members and non-members. Seventy-one percent recognised the colour without the name attached, a level of recognition most brands would pay millions to build. We kept the orange and changed almost everything else around it.',
      ),
      quote('If you are bored of your brand, congratulations. It is probably starting to work.'),
      p(
        'There are good reasons to rebrand: a merger, a new strategy, a name that has become a liability. Boredom is not one of them.',
      ),
    ),
  },
];
