import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { HeroSettings } from '@/lib/cms/types';
import { Hero } from './hero';

const settings: HeroSettings = {
  size: 'full',
  type: 'image',
  color: 'paper',
  bgColor: 'dusk',
  overlayColor: 'sunset',
  overlayOpacity: 0.45,
  scrollDown: true,
  insightAlt: false,
  eyebrow: 'Winter Park, FL',
  headline: 'Marketing that gives your brand lift.',
  image: { url: '/wp-content/uploads/hero.jpg', alt: 'Balloons', width: 1600, height: 900 },
  cta: { label: 'Start a conversation', url: '/contact/', title: 'Get In Touch', target: '' },
  cloudLeft: { position: 'top', style: 'cumulus' },
  cloudRight: { position: 'bottom', style: 'wisp' },
};

const render = (hero: Partial<HeroSettings>, props: { scrollDownTo?: string } = {}) =>
  renderToStaticMarkup(<Hero hero={{ ...settings, ...hero }} {...props} />);

describe('Hero', () => {
  it('renders every setting: size, type, colours, overlay, headline, eyebrow', () => {
    const html = render({});
    for (const setting of [
      'data-hero-size="full"',
      'data-hero-type="image"',
      '--hero-bg:var(--color-dusk)',
      '--hero-overlay:var(--color-sunset)',
      '--hero-overlay-opacity:0.45',
      'Winter Park, FL',
      'data-hero-overlay',
    ])
      expect(html).toContain(setting);
    expect(html).toMatch(
      /<h1[^>]*data-hero-headline[^>]*><span class="fit-words"[^>]*>Marketing that gives your brand lift\.<\/span><\/h1>/,
    );
  });

  it('serves its picture from the site through the image optimiser, and a picture kept elsewhere as it is', () => {
    const html = render({});
    // No source wider than the 1,600 px file: the optimiser would answer each with the same picture.
    expect(html).toContain('src="/_next/image?url=%2Fwp-content%2Fuploads%2Fhero.jpg&amp;w=1920&amp;q=75"');
    const srcset = /<img[^>]*srcSet="([^"]*)"/.exec(html)![1]!;
    const widths = [...srcset.matchAll(/&amp;w=\d+&amp;q=75 (\d+)w/g)].map((match) => Number(match[1]));
    expect(widths).toEqual([640, 750, 828, 1080, 1200, 1920]);
    const elsewhere = render({ image: { ...settings.image!, url: 'https://images.example.org/hero.jpg' } });
    expect(elsewhere).toContain('src="https://images.example.org/hero.jpg"');
    expect(elsewhere).not.toContain('_next/image');
  });

  it('draws the clouds as SVG at their positions, and none when styled none', () => {
    const html = render({});
    expect(html.match(/<svg[^>]*data-cloud-style="cumulus"/)).not.toBeNull();
    expect(html.match(/<svg[^>]*data-cloud-style="wisp"/)).not.toBeNull();
    const none = render({ cloudLeft: { position: 'top', style: 'none' }, cloudRight: { position: '', style: 'none' } });
    expect(none).not.toContain('data-cloud-style');
  });

  it('links the call to action with its target and title', () => {
    const html = render({
      cta: { label: 'Read more', url: 'https://example.com/x', title: 'Our partner', target: '_blank' },
    });
    expect(html).toMatch(
      /<a href="https:\/\/example\.com\/x"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*title="Our partner"/,
    );
    expect(render({ cta: null })).not.toContain('data-hero-cta');
  });

  it('has a scroll-down link to the end of the hero, or to a given anchor, only when asked', () => {
    expect(render({})).toMatch(/<a href="#hero-end"[^>]*data-hero-scroll-down/);
    expect(render({}, { scrollDownTo: 'services' })).toContain('href="#services"');
    expect(render({ scrollDown: false })).not.toContain('data-hero-scroll-down');
  });

  it('marks the alternative insight layout', () => {
    expect(render({ type: 'insight', insightAlt: true })).toContain('data-hero-insight-alt');
    expect(render({ type: 'insight', insightAlt: false })).not.toContain('data-hero-insight-alt');
  });
  it('draws a headline that is the entry’s title with its inline markup', () => {
    const html = render({ headline: 'Title With Markup', headlineHtml: 'Title <em>With</em> Mark<sup>up</sup>' });
    expect(html).toMatch(
      /<h1 id="hero-headline"[^>]*><span class="fit-words"[^>]*>Title <em>With<\/em> Mark<sup>up<\/sup><\/span><\/h1>/,
    );
  });
});
