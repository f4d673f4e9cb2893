import { blocks, button, excerpt, figure, h2, h3, marquee, p, testimonials } from '../html';
import type { PackPage } from '../types';
import { hero, link, metadata } from './settings';
import { clientNames, clientVoices } from './testimonials';

export const home: PackPage = {
  slug: 'home', uri: '/', title: 'Home', date: '2024-05-06T08:00:00', isFrontPage: true, menuOrder: 0,
  excerpt: excerpt('Altitude Marketing Group is a Winter Park, Florida agency for brand strategy, websites, media and content.'),
  featuredImage: 'hero-home-sunrise-balloons.jpg',
  heroSettings: hero({
    size: 'full', type: 'image', color: 'paper', bg: 'dusk', overlay: 'ink', opacity: 35, scrollDown: true, insightAlt: false,
    cta: { label: 'Start a conversation', link: link('/contact/', 'Get In Touch') },
    left: ['bottom', 'cumulus'], right: ['top', 'wisp'],
    image: 'hero-home-sunrise-balloons.jpg', eyebrow: 'Altitude Marketing Group · Winter Park, FL', headline: 'Marketing that gives your brand lift.',
  }),
  pageMetadata: metadata(
    'Altitude Marketing Group is a Winter Park, FL marketing agency: brand strategy, websites, paid media, content and video for ambitious Central Florida companies.',
    'og-home.jpg',
    { social: 'Strategy, creative and media that help ambitious brands rise above the noise. Based in Winter Park, Florida.' },
  ),
  content: blocks(
    h2('Rise above the noise'),
    p('Altitude is a full-service marketing agency in Winter Park, Florida. We help growing companies find a clear position, tell it well and put it in front of the people most likely to care, then we measure honestly and adjust. No jargon, no bloated retainers, no decks that nobody reads.'),
    p('Our clients include healthcare practices, credit unions, manufacturers, coffee roasters and a few organisations that simply defy categories. What they share is ambition and a willingness to make choices.'),
    marquee(clientNames),
    h2('What we do'),
    h3('Strategy that fits on a napkin'),
    p('Research, positioning and plans your whole team can repeat from memory.'),
    h3('Creative people remember'),
    p('Identities, campaigns and films built on distinctive assets that last.'),
    h3('Media that earns its keep'),
    p('Search, social and streaming audio, bought carefully and measured plainly.'),
    h3('Websites that do the work'),
    p('Fast, accessible, easy to edit, and designed around what visitors came to do.'),
    button('Explore our services', '/what-we-do/'),
    figure('case-orange-blossom-credit-union.jpg', 'Abstract illustration for the Orange Blossom Credit Union campaign', 'Orange Blossom Credit Union: "Money, Minus the Fine Print" grew membership applications by 38 percent.'),
    h2('What our clients say'),
    testimonials(clientVoices),
    h2('Latest from Insights'),
    p('Essays, agency news and the Thin Air podcast, from our team and the marketers we admire. Subscribe to Hot Air for the best of it every other Thursday.'),
    button('Read Insights', '/insights/'),
  ),
};
