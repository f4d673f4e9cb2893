import { blocks, h2, h3, ol, p, quote, ul } from '../html';
import type { PostDraft } from './make-post';

/** Essays from 2024 and the first half of 2025. */
export const earlyEssays: PostDraft[] = [
  {
    slug: 'positioning-on-a-napkin',
    title: 'Why your positioning statement should fit on a napkin',
    date: '2024-06-18T08:00:00',
    author: 'daniel-okafor',
    summary:
      'If your positioning needs a slide deck to explain, it is not positioning yet. Here is the four-line test we use with every client.',
    body: blocks(
      p(
        'Every few months a new client sends us their positioning document before our first meeting. It is usually between twelve and forty pages. It usually includes a brand pyramid, a list of values, three personas and a tagline. And it usually fails to answer the only question positioning exists to answer: why should a specific person choose you over the alternative they are already considering?',
      ),
      p(
        'Positioning is a choice, not a description. It says who you are for, what you help them do and why you are the better option for that job. If the answer needs forty pages, the choice has not been made yet. The length is a symptom of a team that is trying to keep every option open.',
      ),
      h2('The napkin test'),
      p('We ask clients to write their positioning in four lines, by hand, on an actual napkin. We bring the napkins.'),
      ol([
        'For whom: a customer described by their situation, not their demographics.',
        'Who need: the job they are trying to get done, in their words.',
        'We are: the category they would put you in without prompting.',
        'Unlike: the real alternative, which is often doing nothing or doing it themselves.',
      ]),
      p(
        'The last line is where most teams stall. Naming a competitor feels aggressive, and naming "doing nothing" feels like admitting the market is not as hungry as the business plan assumed. But the alternative is the context that makes your difference meaningful. Faster than what? Friendlier than whom?',
      ),
      h2('Why short wins'),
      p(
        'A short positioning statement travels. Your sales team can repeat it on a call. Your designers can test a layout against it. Your new hire can read it on day one and make a good decision on day two. Long documents do not travel; they get summarised by whoever has the least time, and the summary becomes the real positioning.',
      ),
      p(
        'Short also forces trade-offs into the open. When a healthcare client told us they served "patients of all ages with all orthopedic needs," the napkin version forced the question: who do you actually want more of? The answer, active adults over fifty who want to stay active, reshaped their website, their referral program and which clinics they opened next.',
      ),
      quote('A positioning statement that offends no one has not decided anything.'),
      h2('What to do this week'),
      p(
        'Gather four people who know the business from different angles: someone from sales, someone from service, someone from finance and a founder or executive. Give each of them a napkin and ten minutes. Compare the results. The differences between the four napkins are the real work of positioning, and they are far more useful than another draft of the deck.',
      ),
      p(
        'Then keep the best napkin. Pin it somewhere people will see it. We have one framed in our office, slightly stained with coffee, and it has settled more arguments than any document we have written.',
      ),
    ),
  },
  {
    slug: 'the-quiet-cost-of-every-channel',
    title: 'The quiet cost of chasing every channel',
    date: '2024-09-10T07:30:00',
    author: 'maya-ortiz',
    summary:
      'Spreading a modest budget across nine channels feels safe. It is usually the most expensive choice a growing company can make.',
    body: blocks(
      p(
        'There is a slide we see in almost every first meeting. It shows the client\'s marketing mix: a little search, a little social, some email, a podcast sponsorship, a trade show, a print ad in a regional magazine, an influencer test and a line item simply labelled "brand." Each channel gets between five and fifteen percent of the budget. Nobody is quite sure which ones work.',
      ),
      p(
        'This pattern is not carelessness. It usually comes from a reasonable instinct: diversify, hedge, do not put all the eggs in one basket. But marketing channels do not behave like a stock portfolio. Most of them have a threshold below which they do almost nothing at all.',
      ),
      h2('Every channel has a minimum effective dose'),
      p(
        'Paid social needs enough spend to exit the learning phase and enough creative variety to avoid fatigue. Search needs enough budget to cover the queries that matter through the whole day. A trade show needs pre-show outreach, a booth people remember and follow-up within a week. Fund any of these at a third of what they need and you do not get a third of the results. You get noise, and a report that says the channel "did not work."',
      ),
      p(
        'Spread a modest budget across nine channels and you may be below the threshold in all nine. The money is spent, the team is exhausted from managing nine sets of vendors and creative, and the conclusion is that marketing does not work for this business.',
      ),
      h2('The hidden costs'),
      ul([
        'Creative: every channel needs assets in its own formats, and quality drops as volume rises.',
        "Attention: your team's best hours go to coordinating rather than improving.",
        'Learning: small tests in many places rarely produce a result you can trust.',
      ]),
      h2('Concentrate, then expand'),
      p(
        'Our advice to growing companies is almost always the same. Pick the two channels most likely to reach your best customers at the moment they are deciding. Fund them properly. Measure them honestly for a full quarter. Once one is clearly working, and you understand why, add a third.',
      ),
      p(
        'It feels riskier. It is not. A concentrated plan tells you something within ninety days. A scattered plan can run for a year and leave you knowing less than when you started.',
      ),
      quote('Doing fewer things properly is not a lack of ambition. It is how ambition gets paid for.'),
      p(
        'The hardest part is not the analysis. It is the conversation with the person who championed the channel you are about to pause. Have it anyway, with data and with respect, and put a date on the calendar to revisit the decision.',
      ),
    ),
  },
  {
    slug: 'writing-for-the-eleven-pm-searcher',
    title: 'Writing for the 11 p.m. searcher',
    date: '2024-12-03T08:15:00',
    author: 'hannah-lindqvist',
    summary:
      'The person who finds your content late at night has a real problem and little patience. Write for them and search engines tend to follow.',
    body: blocks(
      p(
        "Picture the person who finds your article. It is late. They have a problem that has been bothering them all day: a knee that will not stop aching, a payroll system that broke, a marketing budget they need to defend in tomorrow's meeting. They type a clumsy question into a search box and click the first result that looks like it might help.",
      ),
      p(
        'That person is your reader. Not an algorithm, not a keyword, not a persona slide. Almost everything we teach about content comes back to serving them well.',
      ),
      h2('Answer first, explain second'),
      p(
        'The 11 p.m. searcher does not want your company history. They want the answer, and they want to know within a few seconds whether they are in the right place. Put the direct answer in the first two paragraphs. Then explain the nuance, the exceptions and the next steps for people who need them.',
      ),
      p(
        'Writers resist this because it feels like giving away the ending. But readers who get a quick answer trust the rest of the page, and they are far more likely to keep reading, bookmark it or come back.',
      ),
      h2('Use their words, not yours'),
      p(
        'Internally, a client might call it "musculoskeletal care." Their patients search for "knee pain when climbing stairs." A software company might say "workforce management platform" while its buyers type "scheduling app for restaurants." Interview customers, read support tickets and look at the questions your sales team hears. Then write with the vocabulary you find there.',
      ),
      h3('A quick checklist we use before publishing'),
      ul([
        'Does the first screen answer the question in the title?',
        'Would a customer recognise the words in every heading?',
        'Is every claim backed by a source, an example or our own data?',
        'Is there one clear next step, and only one?',
        'Could we cut twenty percent without losing anything the reader needs?',
      ]),
      h2('Publish less, update more'),
      p(
        'The most effective content programs we run publish fewer new articles than clients expect. Instead, they spend a third of their time improving what already exists: refreshing statistics, adding questions readers asked in comments, cutting sections that aged badly. A well-maintained library of fifty excellent pages outperforms a neglected archive of five hundred.',
      ),
      p(
        'Search engines reward this, but that is not the reason to do it. The reason is the person at 11 p.m. who deserves a page that is accurate today, not the day it was written.',
      ),
      quote('Rankings are a side effect of usefulness. Chase the usefulness.'),
    ),
  },
  {
    slug: 'brand-voice-is-a-decision',
    title: 'Brand voice is a decision, not an adjective',
    date: '2025-02-11T07:45:00',
    author: 'theo-brennan',
    summary:
      '"Friendly, confident and approachable" describes every brand on earth. A useful voice guide makes choices a writer can act on.',
    body: blocks(
      p(
        'I have read a lot of brand voice guides. Almost all of them describe the brand as some combination of friendly, confident, approachable, bold and human. I have never read one that said "cold, hesitant and hard to talk to," which suggests those adjectives are not doing much work.',
      ),
      p(
        'A voice guide full of adjectives is a mood board for words. It might inspire, but it does not help a writer at 4 p.m. on a Tuesday decide whether to start an email with "Hi there" or "Hello" or nothing at all. Voice only becomes useful when it becomes a set of decisions.',
      ),
      h2('Turn adjectives into choices'),
      p(
        'Take "confident." What does confidence sound like in a sentence? For one client, it meant we never use "we think" or "we believe" about their own products; we state what the product does. For another, a financial advisory firm, it meant the opposite: confidence was showing the limits of a prediction openly, because overconfidence was exactly what their clients feared.',
      ),
      p(
        'Both brands would have described themselves as confident. Their voices were completely different once we wrote down the decisions.',
      ),
      h2('What a useful voice guide contains'),
      ul([
        'Words we use and words we avoid, with reasons.',
        'How we address the reader, and whether we ever use "we."',
        'Sentence length, contractions, punctuation habits such as exclamation marks.',
        'How we sound when things go wrong: an outage, a recall, a delay.',
        "Before-and-after rewrites of real copy from the company's own channels.",
      ]),
      p(
        'The before-and-after examples are the most valuable part by a wide margin. Writers learn voice by seeing it applied, not by reading about it.',
      ),
      h2('Voice under pressure'),
      p(
        'The real test of a voice is a bad day. Anyone can sound charming announcing a new feature. Fewer brands know how they sound when apologising for a data breach or telling customers a shipment is three weeks late. Write those examples first. If the voice holds up in a crisis, it will hold up everywhere else.',
      ),
      quote('If two brands could swap voice guides without anyone noticing, neither of them has a voice guide.'),
      p(
        'Our own guide at Altitude is three pages. It bans "leverage" as a verb, allows exactly one exclamation mark per quarter and includes an apology we hope we never have to send. It is the most-used document on our shared drive.',
      ),
    ),
  },
  {
    slug: 'what-balloon-pilots-know-about-plans',
    title: 'What hot-air balloon pilots know about marketing plans',
    date: '2025-04-08T08:30:00',
    author: 'maya-ortiz',
    summary:
      'A balloon cannot be steered, only raised and lowered into winds going the right way. Most marketing plans work the same way.',
    body: blocks(
      p(
        'Last spring I went up in a hot-air balloon over the fields near Clermont with a pilot who has flown for thirty years. Somewhere around a thousand feet, while I was pretending not to hold the basket too tightly, she explained something that I have been repeating to clients ever since.',
      ),
      p(
        'A balloon cannot be steered. It has no rudder, no engine pushing it forward. The pilot controls one thing, altitude, by adding heat or letting the envelope cool. Direction comes from choosing which layer of wind to sit in. At three hundred feet the air might be moving east; at nine hundred it might be moving north. A good pilot reads the layers and moves between them.',
      ),
      h2('You do not control the market'),
      p(
        'Marketing plans often assume a steering wheel. We will launch in March, reach this audience, convert at this rate and hit this number by Q3. But a company does not steer its market any more than a pilot steers the wind. Competitors move, platforms change their rules, a recession arrives, a trend peaks early.',
      ),
      p(
        'What a company does control is where it places itself: which audiences, which messages, which channels, how much pressure. The skill is noticing which currents are moving your way and rising or sinking into them.',
      ),
      h2('Read the layers before you launch'),
      p(
        'Balloon pilots release a small helium balloon, called a pibal, before launch to see how winds behave at different heights. We do the same with small, cheap tests before committing a budget: a week of search ads to test demand, five customer interviews to test a message, a landing page to test an offer.',
      ),
      ul([
        'Test demand before building the campaign.',
        'Test messages before producing expensive creative.',
        'Test channels with enough budget to learn, but not enough to regret.',
      ]),
      h2('Plan for the landing, not just the flight'),
      p(
        'My pilot spent as much time looking for landing fields as she did watching the sky. A plan that only describes the launch is half a plan. Decide in advance what result would make you stop, what result would make you double down and who makes that call.',
      ),
      quote(
        'We do not fly where we want to go. We fly where the wind will take us, and we choose the wind.',
        'A balloon pilot, somewhere over Lake County',
      ),
      p(
        'We landed in a cow pasture two miles from where we planned. Nobody minded. The crew had been following the whole time, ready for wherever we came down. That, too, is a decent model for a marketing team.',
      ),
    ),
  },
  {
    slug: 'the-first-five-seconds',
    title: 'The psychology of the first five seconds',
    date: '2025-05-27T07:00:00',
    author: 'hannah-lindqvist',
    guest: 'Dr. Lena Whitfield, consumer psychologist',
    summary:
      'Visitors decide whether to stay on a page long before they read it. A consumer psychologist explains what they are actually judging.',
    body: blocks(
      p(
        'When someone lands on a web page, they do not read it. Not at first. In the first few seconds they scan, and their brain answers three questions almost automatically: Is this for me? Can I trust it? Is it going to be hard work? Only if all three answers are acceptable do they begin to read.',
      ),
      p(
        'I have spent fifteen years studying how people make these snap judgments, and the most useful finding for marketers is that all three questions are answered mostly by cues the designer controls, not by the copy.',
      ),
      h2('Is this for me?'),
      p(
        'Relevance is judged through recognition. Visitors look for something that matches the situation that brought them there: a headline that echoes their search, an image of someone like them, a familiar problem named plainly. Generic imagery and abstract headlines fail this test, not because they are bad but because they do not signal anything specific.',
      ),
      h2('Can I trust it?'),
      p(
        'Trust in the first seconds is mostly about fluency. Pages that are easy to process visually, with clear hierarchy, consistent spacing and readable type, are rated as more credible even when their content is identical to a cluttered version. Our brains mistake ease for truth. It is a bias, but it is a reliable one.',
      ),
      p(
        'Specific details help too. "Trusted by thousands" is processed as noise; "Used by 312 clinics in Florida" is processed as a fact, and facts feel safer.',
      ),
      h2('Is it going to be hard work?'),
      p(
        'People estimate effort before they commit to it. A long form, a wall of text or a page with six competing buttons signals effort. A single clear next step signals that the page respects their time. Reducing perceived effort often matters more than reducing actual effort.',
      ),
      ul([
        'Match the headline to the intent that brought the visitor.',
        'Use one image that shows the customer, not the company.',
        'Replace vague proof with specific numbers.',
        'Offer one primary action above the fold.',
      ]),
      quote('Visitors are not lazy. They are efficient. A page that respects that efficiency earns their attention.'),
      p(
        'None of this replaces good writing. But writing only gets its chance if the first five seconds go well. Design for the scan, then write for the read.',
      ),
      p(
        'Dr. Lena Whitfield is a consumer psychologist and researcher who advises brands on digital behaviour. She joined Altitude as a guest contributor for this issue of Insights.',
      ),
    ),
  },
  {
    slug: 'attribution-is-a-conversation',
    title: 'Attribution is a conversation, not a verdict',
    date: '2025-07-22T08:00:00',
    author: 'daniel-okafor',
    summary: 'No attribution model tells the truth. Used well, several of them together tell you where to look next.',
    body: blocks(
      p(
        'Every quarter, somewhere, a marketing team presents an attribution report and a finance team takes it as a verdict. Paid search drove forty percent of revenue, so paid search gets more budget. The display campaign drove two percent, so it gets cut. Everyone nods. The model has spoken.',
      ),
      p(
        'The trouble is that attribution models do not describe what happened. They describe a set of assumptions about what happened. Last-click models assume the final touch did the work. Multi-touch models assume credit can be split by rules someone chose. Even sophisticated data-driven models can only see the touches that were tracked, which increasingly excludes a lot of what people actually do.',
      ),
      h2('What models miss'),
      ul([
        'Word of mouth, podcasts, billboards and other untracked influence.',
        'People who switch devices or decline cookies.',
        'Demand that existed anyway and would have converted without the ad.',
      ]),
      p(
        'The last one matters most. Search often looks brilliant in attribution reports because it captures demand that other activity created. Cut the activity that created it and, a few months later, search performance quietly declines.',
      ),
      h2('Use several lenses'),
      p(
        'We encourage clients to look at marketing through three lenses at once. Attribution shows the paths that tracked customers took. Incrementality tests, such as turning a channel off in some regions and not others, show what changes when activity stops. Marketing mix models show long-term relationships between spend and results across channels, including the untracked ones.',
      ),
      p(
        'No single lens is right. Where they agree, you can act with confidence. Where they disagree, you have found the question worth investigating next.',
      ),
      quote('The goal is not a perfect model. It is a better next decision.'),
      h2('Change the meeting'),
      p(
        'The most useful change is often cultural. Instead of presenting attribution as an answer, present it as evidence alongside its limits. Say what the model can and cannot see. Propose a test that would resolve the biggest uncertainty. Finance teams tend to trust marketers more, not less, when they are honest about what the data cannot show.',
      ),
    ),
  },
];
