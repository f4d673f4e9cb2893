import { describe, expect, it } from 'vitest';
import { transitionHref, transitionPlan } from './transition-plan';

const here = { origin: 'https://amg.example', pathname: '/about-us/', search: '' };
const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

function link(href: string, attributes: Record<string, string> = {}) {
  const all: Record<string, string> = { href, ...attributes };
  return {
    href: new URL(href, here.origin + here.pathname).href,
    getAttribute: (name: string) => all[name] ?? null,
    hasAttribute: (name: string) => name in all,
  };
}

describe('transitionPlan', () => {
  it('splits the 1200 ms transition between the wipe in and the wipe out', () => {
    const plan = transitionPlan({ reducedMotion: false, viewportWidth: 1280 });
    expect(plan.exitMs + plan.enterMs).toBe(1200);
    expect(plan.scrollTopMs).toBe(1000);
    expect(plan.headlineMs).toBe(1500);
  });

  it('waits 1.75 s for the headline up to 768 px', () => {
    expect(transitionPlan({ reducedMotion: false, viewportWidth: 768 }).headlineMs).toBe(1750);
    expect(transitionPlan({ reducedMotion: false, viewportWidth: 769 }).headlineMs).toBe(1500);
  });

  it('becomes a short fade that never hides the headline with reduced motion', () => {
    const plan = transitionPlan({ reducedMotion: true, viewportWidth: 390 });
    expect(plan.exitMs).toBeLessThanOrEqual(200);
    expect(plan.headlineMs).toBe(0);
  });
});

describe('transitionHref', () => {
  it('takes internal page links', () => {
    expect(transitionHref(link('/work/'), click, here)).toBe('/work/');
    expect(transitionHref(link('https://amg.example/about/#culture'), click, here)).toBe('/about/#culture');
  });

  it('leaves modified clicks, new tabs and downloads to the browser', () => {
    expect(transitionHref(link('/work/'), { ...click, metaKey: true }, here)).toBeNull();
    expect(transitionHref(link('/work/'), { ...click, button: 1 }, here)).toBeNull();
    expect(transitionHref(link('/work/', { target: '_blank' }), click, here)).toBeNull();
    expect(transitionHref(link('/work/', { download: '' }), click, here)).toBeNull();
    expect(transitionHref(link('/work/'), { ...click, defaultPrevented: true }, here)).toBeNull();
  });

  it('leaves other origins, files, feeds and links within the page alone', () => {
    expect(transitionHref(link('https://example.com/'), click, here)).toBeNull();
    expect(transitionHref(link('/wp-content/uploads/a.pdf'), click, here)).toBeNull();
    expect(transitionHref(link('/feeds/insights/'), click, here)).toBeNull();
    expect(transitionHref(link('/sitemap.xml'), click, here)).toBeNull();
    expect(transitionHref(link('#team'), click, here)).toBeNull();
    expect(transitionHref(link('/about-us/?ref=nav'), click, here)).toBeNull();
    expect(transitionHref(link('mailto:hello@amg.example'), click, here)).toBeNull();
  });
});
