import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pageHashes, cspHash } from '../security/csp';
import { BOOT_LIST_ID, BOOT_LOADER, bootScriptList, deferBootScripts } from './boot-scripts';

/** The shape Next.js 16 (Turbopack) writes: app scripts async in the head, one preloaded and repeated in the body. */
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/display.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>',
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>',
  '<script src="/_next/static/chunks/app.js" async=""></script>',
  '<script src="https://www.google.com/recaptcha/api.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><h1>Rise above the noise</h1>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script>self.__next_f.push([1,"x"])</script>',
  '</body></html>',
].join('');

describe('app scripts after the first paint', () => {
  const out = deferBootScripts(PAGE);

  it('lists the app scripts, in their order, in place of their tags and their preload', () => {
    expect(bootScriptList(out)).toEqual([
      '/_next/static/chunks/react-dom.js',
      '/_next/static/chunks/app.js',
      '/_next/static/chunks/runtime.js',
    ]);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(react-dom|app|runtime)\.js"/);
    expect(out).not.toContain('rel="preload" as="script"');
    // The list and its loader sit in the head, where the first app script was.
    expect(out.indexOf(`id="${BOOT_LIST_ID}"`)).toBeLessThan(out.indexOf('</head>'));
    expect(out.indexOf(`<script>${BOOT_LOADER}</script>`)).toBeLessThan(out.indexOf('</head>'));
  });

  it('leaves everything else as it was: styles, fonts, other origins, legacy-only scripts, inline data', () => {
    for (const kept of [
      '<link rel="preload" href="/_next/static/media/display.woff2" as="font" crossorigin="" type="font/woff2"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<script src="https://www.google.com/recaptcha/api.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>self.__next_f.push([1,"x"])</script>',
      '<h1>Rise above the noise</h1>',
    ])
      expect(out).toContain(kept);
  });

  it('is done once: a rewritten page, or one without app scripts, comes back unchanged', () => {
    expect(deferBootScripts(out)).toBe(out);
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body>x</body></html>';
    expect(deferBootScripts(plain)).toBe(plain);
  });

  it('the policy admits the loader by its hash, and still refuses any other inline script', () => {
    const hashes = pageHashes(`${out}<script>alert(1)</script>`);
    expect(hashes.scripts).toContain(cspHash(BOOT_LOADER));
    expect(hashes.refusedScripts).toEqual(['alert(1)']);
    // A loader changed by a single character is not the site's loader.
    expect(pageHashes(`<script>${BOOT_LOADER} </script>`).refusedScripts).toHaveLength(1);
  });

  it('reads addresses as the browser would, and writes them so that they can never end the list early', () => {
    const rewritten = deferBootScripts(
      PAGE.replace('/_next/static/chunks/app.js', '/_next/static/chunks/app.js?v=1&amp;x=2'),
    );
    expect(bootScriptList(rewritten)).toContain('/_next/static/chunks/app.js?v=1&x=2');
    const block = /<script type="application\/json" id="__boot_scripts">([^<]*)<\/script>/.exec(rewritten)![1]!;
    expect(block).not.toMatch(/[<>&]/);
    // Markup that is not exactly an app script tag is not touched, and never lands in the list.
    const odd = PAGE.replace('/_next/static/chunks/app.js"', '/_next/static/chunks/app.js" data-x="</script>"');
    expect(bootScriptList(deferBootScripts(odd))).not.toContain('/_next/static/chunks/app.js');
  });
});

describe('reading the page', () => {
  it('takes tags, not text: app script tags in a comment, a textarea or an attribute stay where they are', () => {
    const tag = '<script src="/_next/static/chunks/app.js" async=""></script>';
    const page = PAGE.replace('<h1>', `<!-- ${tag} --><textarea>${tag}</textarea><div title='${tag}'></div><h1>`);
    const out = deferBootScripts(page);
    expect(bootScriptList(out)).toEqual([
      '/_next/static/chunks/react-dom.js',
      '/_next/static/chunks/app.js',
      '/_next/static/chunks/runtime.js',
    ]);
    expect(out).toContain(`<!-- ${tag} --><textarea>${tag}</textarea><div title='${tag}'></div><h1>`);
    // A list written in a comment is not the page's list.
    const commented = `<!-- <script type="application/json" id="${BOOT_LIST_ID}">["/a.js"]</script> -->`;
    expect(bootScriptList(commented)).toEqual([]);
  });

  it("removes a script's preload however its attributes are written", () => {
    const page = PAGE.replace(
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>',
      "<LINK AS=script Rel='Preload' href=/_next/static/chunks/runtime.js>",
    );
    const out = deferBootScripts(page);
    expect(out).not.toContain('runtime.js>');
    expect(out).toBe(deferBootScripts(PAGE));
  });

  it('leaves a page whose app scripts all sit after its head, or that has no head end tag', () => {
    const late = PAGE.replace(/<script src="\/_next\/static\/chunks\/(react-dom|app)\.js" async=""><\/script>/g, '');
    expect(deferBootScripts(late)).toBe(late);
    const headless = PAGE.replace('</head>', '');
    expect(deferBootScripts(headless)).toBe(headless);
  });
});

/** Runs the loader against a minimal document, the way a browser would (with or without paint timing). */
function runLoader(visibility: 'visible' | 'hidden', paintTiming = true) {
  const added: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners = new Map<string, () => void>();
  const documentListeners = new Map<string, () => void>();
  const observers: { callback: (list: unknown, observer: { disconnect(): void }) => void; options: unknown }[] = [];
  const document = {
    visibilityState: visibility as string,
    getElementById: (id: string) => (id === BOOT_LIST_ID ? { textContent: '["/a.js","/b.js"]' } : null),
    createElement: () => ({ src: '', async: false }),
    head: {
      appendChild: (element: { src: string; async: boolean }) => added.push(`${element.src} async=${element.async}`),
    },
    addEventListener: (type: string, callback: () => void) => documentListeners.set(type, callback),
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['navigation', 'paint', 'resource'] : ['navigation', 'resource'];
    constructor(private callback: (list: unknown, observer: { disconnect(): void }) => void) {}
    observe(options: unknown) {
      observers.push({ callback: this.callback, options });
    }
  }
  const window = {
    PerformanceObserver,
    addEventListener: (type: string, callback: () => void) => listeners.set(type, callback),
  };
  runInNewContext(BOOT_LOADER, {
    document,
    window,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  const painted = () => observers.forEach(({ callback }) => callback({}, { disconnect: () => undefined }));
  const hide = () => {
    document.visibilityState = 'hidden';
    documentListeners.get('visibilitychange')?.();
  };
  return { added, frames, timers, listeners, observers, painted, hide };
}

describe('the loader', () => {
  it('adds the scripts, async, once the browser reports the first paint', () => {
    const run = runLoader('visible');
    expect(run.observers.map((observer) => observer.options)).toEqual([{ type: 'paint', buffered: true }]);
    expect(run.added).toEqual([]);
    run.painted();
    expect(run.added).toEqual(['/a.js async=true', '/b.js async=true']);
    run.hide(); // leaving the tab later adds nothing twice
    expect(run.added).toHaveLength(2);
  });

  it('without paint timing, waits for the first frame to be produced', () => {
    const run = runLoader('visible', false);
    expect(run.observers).toEqual([]);
    run.frames.shift()!(); // the first frame's callbacks run before it paints…
    expect(run.added).toEqual([]);
    run.timers.shift()!(); // …and the task after it finds the frame painted
    expect(run.added).toEqual(['/a.js async=true', '/b.js async=true']);
  });

  it('a page that paints nothing before it hydrates starts at the first frame after load', () => {
    const run = runLoader('visible');
    run.listeners.get('load')!();
    expect(run.added).toEqual([]);
    run.frames.shift()!();
    run.timers.shift()!();
    expect(run.added).toEqual(['/a.js async=true', '/b.js async=true']);
    run.painted(); // a paint reported later adds nothing twice
    expect(run.added).toHaveLength(2);
  });

  it('a page hidden before it painted loads them at once, and only once', () => {
    const run = runLoader('visible');
    run.hide();
    expect(run.added).toEqual(['/a.js async=true', '/b.js async=true']);
    run.painted();
    expect(run.added).toHaveLength(2);
  });

  it('a page in a background tab, which paints no frames, loads them at once', () => {
    const run = runLoader('hidden');
    expect(run.added).toEqual(['/a.js async=true', '/b.js async=true']);
    expect(run.observers).toEqual([]);
  });
});
