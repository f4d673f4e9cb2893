import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pageHashes, cspHash } from '../security/csp';
import {
  BOOT_LIST_ID,
  BOOT_LOADER,
  FACES_KEY,
  PAINT_WAIT_MS,
  REGION_CHARACTERS,
  bootScriptList,
  deferBootScripts,
} from './boot-scripts';

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

  it('lists a chunk the page only preloads (a component loaded on demand) after its scripts, instead of the preload', () => {
    const lazy = '<link rel="preload" href="/_next/static/chunks/form.js" as="script" fetchPriority="low"/>';
    const page = PAGE.replace('</head>', `${lazy}</head>`);
    const out = deferBootScripts(page);
    expect(bootScriptList(out)).toEqual([
      '/_next/static/chunks/react-dom.js',
      '/_next/static/chunks/app.js',
      '/_next/static/chunks/runtime.js',
      '/_next/static/chunks/form.js',
    ]);
    expect(out).not.toContain('form.js"/>');
    // A preload of another origin's script is not the site's to move.
    const foreign = '<link rel="preload" href="https://www.google.com/recaptcha/api.js" as="script"/>';
    expect(deferBootScripts(PAGE.replace('</head>', `${foreign}</head>`))).toContain(foreign);
  });

  it('leaves a page whose app scripts all sit after its head, or that has no head end tag', () => {
    const late = PAGE.replace(/<script src="\/_next\/static\/chunks\/(react-dom|app)\.js" async=""><\/script>/g, '');
    expect(deferBootScripts(late)).toBe(late);
    const headless = PAGE.replace('</head>', '');
    expect(deferBootScripts(headless)).toBe(headless);
  });
});

/** Runs the loader against a minimal document, the way a browser would (with or without paint timing). */
/** The page's priority picture, as the loader sees it: loaded yet or not, and its decode() to settle by hand. */
interface Picture {
  complete: boolean;
  listeners: Map<string, () => void>;
  decoded: { resolve: () => void; reject: () => void }[];
}

function priorityPicture(complete: boolean): Picture {
  return { complete, listeners: new Map(), decoded: [] };
}

/** Settles the picture's first decode, and lets the loader's promise callbacks run. */
async function decode(picture: Picture): Promise<void> {
  picture.decoded.shift()!.resolve();
  await Promise.resolve();
  await Promise.resolve();
}

/** An element as the loader reads it: its tag, its text and child elements, its attributes and computed family. */
class FakeElement {
  attributes = new Map<string, string>();
  nodeType = 1;
  nextSibling: object | null = null;
  childNodes: (FakeElement | { nodeType: 3; data: string; nextSibling: object | null })[];
  constructor(
    readonly tagName: string,
    readonly fontFamily: string,
    content: (FakeElement | string)[],
  ) {
    this.childNodes = content.map((part) =>
      typeof part === 'string' ? { nodeType: 3 as const, data: part, nextSibling: null } : part,
    );
    this.childNodes.forEach((node, index) => (node.nextSibling = this.childNodes[index + 1] ?? null));
  }
  get children() {
    return this.childNodes.filter((node): node is FakeElement => node instanceof FakeElement);
  }
  get textContent(): string {
    return this.childNodes.map((node) => (node instanceof FakeElement ? node.textContent : node.data)).join('');
  }
  get firstChild(): FakeElement['childNodes'][number] | null {
    return this.childNodes[0] ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  getBoundingClientRect() {
    layouts.push(this.tagName);
    return {};
  }
  appendChild(child: object) {
    this.childNodes.push(child as FakeElement);
  }
  removeChild(child: object) {
    this.childNodes = this.childNodes.filter((node) => node !== child);
  }
}

/** The elements laid out by the loader, in order (each switch forces its region's layout in its own task). */
let layouts: string[] = [];

const DISPLAY = "'Altitude Display Fallback', Georgia, serif";
const TEXT = "'Altitude Text Fallback', system-ui, sans-serif";
const words = (count: number) => 'word '.repeat(count);

/** What a first visit needs: storage, the two faces' loads to settle by hand, and the page's body. */
interface Faces {
  storage: Map<string, string> | 'unavailable';
  loads: { font: string; resolve: () => void; reject: () => void }[];
  body: FakeElement;
}

function faces(body: FakeElement, storage: Faces['storage'] = new Map()): Faces {
  return { storage, loads: [], body };
}

function runLoader(
  visibility: 'visible' | 'hidden',
  paintTiming = true,
  picture: Picture | null = null,
  fonts: Faces | null = null,
  largestPaintTiming = true,
) {
  layouts = [];
  const root = new FakeElement('HTML', TEXT, []);
  const added: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  /** Each timer's delay, in the order they were set. */
  const delays: number[] = [];
  const listeners = new Map<string, () => void>();
  const documentListeners = new Map<string, () => void>();
  const observers: {
    callback: (list: { getEntries(): { element: unknown }[] }, observer: { disconnect(): void }) => void;
    options: { type: string };
    connected: boolean;
  }[] = [];
  // The same element each time the page is asked for it, as a browser's DOM gives it.
  const image = picture && {
    get complete() {
      return picture.complete;
    },
    addEventListener: (type: string, callback: () => void) => picture.listeners.set(type, callback),
    decode: () =>
      new Promise<void>((resolve, reject) => picture.decoded.push({ resolve, reject: () => reject(new Error('x')) })),
  };
  const document = {
    visibilityState: visibility as string,
    getElementById: (id: string) => (id === BOOT_LIST_ID ? { textContent: '["/a.js","/b.js"]' } : null),
    createElement: () => ({
      src: '',
      async: false,
      textContent: '',
      style: {} as Record<string, string>,
      getBoundingClientRect() {
        layouts.push(`probe ${this.style.fontFamily} ${this.style.visibility}`);
      },
    }),
    querySelector: (selector: string) => (selector === 'img[fetchpriority=high]' ? image : null),
    head: {
      appendChild: (element: { src: string; async: boolean }) => added.push(`${element.src} async=${element.async}`),
    },
    addEventListener: (type: string, callback: () => void) => documentListeners.set(type, callback),
    documentElement: root,
    body: fonts?.body,
    fonts: fonts && {
      load: (font: string) =>
        new Promise<void>((resolve, reject) =>
          fonts.loads.push({ font, resolve, reject: () => reject(new Error('x')) }),
        ),
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = [
      'navigation',
      'resource',
      ...(paintTiming ? ['paint'] : []),
      ...(largestPaintTiming ? ['largest-contentful-paint'] : []),
    ];
    constructor(private callback: (typeof observers)[number]['callback']) {}
    observe(options: { type: string }) {
      observers.push({ callback: this.callback, options, connected: true });
    }
  }
  const storage = fonts?.storage;
  const window = {
    get localStorage() {
      if (storage === 'unavailable') throw new Error('SecurityError');
      return storage && { getItem: (key: string) => storage.get(key) ?? null, setItem: storage.set.bind(storage) };
    },
    PerformanceObserver,
    addEventListener: (type: string, callback: () => void) => listeners.set(type, callback),
  };
  runInNewContext(BOOT_LOADER, {
    document,
    window,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay = 0) => {
      delays.push(delay);
      timers.push(callback);
    },
    getComputedStyle: (element: FakeElement) => ({ fontFamily: element.fontFamily }),
  });
  /** The browser reports entries of one type to the observers still listening for them. */
  const report = (type: string, entries: { element: unknown }[]) =>
    observers
      .filter((observer) => observer.options.type === type && observer.connected)
      .forEach((observer) =>
        observer.callback({ getEntries: () => entries }, { disconnect: () => (observer.connected = false) }),
      );
  const painted = () => report('paint', [{ element: null }]);
  /** A largest paint of the priority picture, or of some other element. */
  const largestPaint = (of: 'picture' | 'other') =>
    report('largest-contentful-paint', [{ element: of === 'picture' ? image : {} }]);
  const hide = () => {
    document.visibilityState = 'hidden';
    documentListeners.get('visibilitychange')?.();
  };
  return { added, frames, timers, delays, listeners, observers, painted, largestPaint, hide, root };
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

  it('with a priority picture, waits until it is loaded, decoded and reported as the largest paint', async () => {
    const picture = priorityPicture(false);
    const run = runLoader('visible', true, picture);
    run.painted();
    expect(run.added).toEqual([]); // the first frame is on screen, the picture still loading
    picture.complete = true;
    picture.listeners.get('load')!();
    expect(run.added).toEqual([]);
    await decode(picture);
    expect(run.observers.at(-1)!.options).toEqual({ type: 'largest-contentful-paint', buffered: true });
    run.largestPaint('other'); // an earlier, smaller largest paint (the headline) is not the picture's
    expect(run.added).toEqual([]);
    run.largestPaint('picture');
    expect(run.added).toEqual(['/a.js async=true', '/b.js async=true']);
    run.timers.forEach((timer) => timer()); // the fallback timer adds nothing twice
    run.largestPaint('picture');
    expect(run.added).toHaveLength(2);
  });

  it('a priority picture already loaded at the first paint waits only for its decode and its largest paint', async () => {
    const picture = priorityPicture(true);
    const run = runLoader('visible', true, picture);
    run.painted();
    await decode(picture);
    expect(run.added).toEqual([]);
    run.largestPaint('picture');
    expect(run.added).toEqual(['/a.js async=true', '/b.js async=true']);
  });

  it(`a picture never reported as the largest paint starts them ${PAINT_WAIT_MS} ms after its decode`, async () => {
    const picture = priorityPicture(true);
    const run = runLoader('visible', true, picture);
    run.painted();
    expect(run.timers).toEqual([]);
    await decode(picture);
    run.largestPaint('other');
    expect(run.added).toEqual([]);
    expect(run.timers).toHaveLength(1);
    expect(run.delays).toEqual([PAINT_WAIT_MS]);
    run.timers.shift()!();
    expect(run.added).toEqual(['/a.js async=true', '/b.js async=true']);
  });

  it('a browser without largest-paint timing starts them the frame after the decode', async () => {
    const picture = priorityPicture(true);
    const run = runLoader('visible', true, picture, null, false);
    run.painted();
    await decode(picture);
    expect(run.observers.map((observer) => observer.options.type)).toEqual(['paint']);
    run.frames.shift()!(); // the frame that shows it…
    expect(run.added).toEqual([]);
    run.timers.shift()!(); // …and the task after it
    expect(run.added).toEqual(['/a.js async=true', '/b.js async=true']);
  });

  it('a priority picture that fails to load or decode starts them at once', async () => {
    const failing = priorityPicture(false);
    const run = runLoader('visible', true, failing);
    run.painted();
    failing.listeners.get('error')!();
    expect(run.added).toEqual(['/a.js async=true', '/b.js async=true']);

    const undecodable = priorityPicture(true);
    const other = runLoader('visible', true, undecodable);
    other.painted();
    undecodable.decoded.shift()!.reject();
    await Promise.resolve();
    await Promise.resolve();
    expect(other.added).toEqual(['/a.js async=true', '/b.js async=true']);
  });

  it('once the first paint is reported, `load` leaves the wait for the picture alone', () => {
    const picture = priorityPicture(false);
    const run = runLoader('visible', true, picture);
    run.painted();
    run.listeners.get('load')!();
    run.frames.shift()!();
    run.timers.shift()!();
    expect(run.added).toEqual([]);
  });

  it('a first paint reported after `load` still waits for the priority picture, once', async () => {
    const picture = priorityPicture(true);
    const run = runLoader('visible', true, picture);
    run.listeners.get('load')!();
    run.frames.shift()!();
    run.timers.shift()!(); // the first frame after load, with no paint reported yet
    expect(run.added).toEqual([]);
    run.painted(); // the late report asks for nothing twice
    expect(picture.decoded).toHaveLength(1);
    await decode(picture);
    expect(run.added).toEqual([]);
    run.largestPaint('picture');
    expect(run.added).toEqual(['/a.js async=true', '/b.js async=true']);
  });

  it('a page in a background tab, which paints no frames, loads them at once', () => {
    const run = runLoader('hidden');
    expect(run.added).toEqual(['/a.js async=true', '/b.js async=true']);
    expect(run.observers).toEqual([]);
  });
});

describe('the faces on a first visit', () => {
  /**
   * A page: a skip link, a header, a main element holding a long entry, and a footer. Each paragraph is just
   * under a region's limit; the entry, with three, is over it.
   */
  function page() {
    const headline = new FakeElement('H1', DISPLAY, ['The case for boring consistency']);
    const paragraphs = [1, 2, 3].map((n) => new FakeElement('P', TEXT, [`${n} `, words(REGION_CHARACTERS / 5 - 1)]));
    const entry = new FakeElement('DIV', TEXT, [headline, ...paragraphs]);
    const main = new FakeElement('MAIN', TEXT, [entry]);
    const body = new FakeElement('BODY', TEXT, [
      new FakeElement('A', TEXT, ['Skip to content']),
      new FakeElement('HEADER', TEXT, [new FakeElement('NAV', TEXT, ['Work About Contact'])]),
      main,
      new FakeElement('FOOTER', TEXT, ['© Altitude']),
      new FakeElement('SCRIPT', TEXT, [words(400)]),
    ]);
    return { body, headline, paragraphs, main };
  }

  /** Lets the loader's promise callbacks run. */
  const settle = async () => {
    for (let i = 0; i < 4; i++) await Promise.resolve();
  };

  it('sets the page in the fallbacks, loads both faces after the first paint, and switches a region per task', async () => {
    const { body, headline, paragraphs } = page();
    const setup = faces(body);
    const run = runLoader('visible', true, null, setup);
    expect(run.root.attributes.get('data-faces')).toBe('later'); // before the first layout
    expect(setup.loads).toEqual([]);
    run.painted();
    expect(setup.loads.map((load) => load.font)).toEqual(['1em displayFont', '1em textFont']);
    setup.loads[0]!.resolve();
    await settle();
    expect(body.children.some((element) => element.attributes.size > 0)).toBe(false); // one face is not enough
    setup.loads[1]!.resolve();
    await settle();

    // First each face is set up with a hidden line of its own (its first use is the costly part), then the
    // regions: one per task, each laid out in its task.
    const regions = ['probe displayFont hidden', 'probe textFont hidden', 'A', 'HEADER', 'H1', 'P', 'P', 'P', 'FOOTER'];
    expect(layouts).toEqual(regions.slice(0, 1));
    for (let task = 1; task < regions.length; task++) {
      expect(run.timers).toHaveLength(1);
      run.timers.shift()!();
      expect(layouts).toEqual(regions.slice(0, task + 1));
    }
    // Each region took the face its text is set in; until the last, the root stays in the fallbacks.
    expect(headline.attributes.get('data-faces')).toBe('display');
    expect(paragraphs.map((p) => p.attributes.get('data-faces'))).toEqual(['text', 'text', 'text']);
    expect(run.root.attributes.get('data-faces')).toBe('later');
    run.timers.shift()!();
    expect(run.root.attributes.has('data-faces')).toBe(false);
    expect([headline, ...paragraphs].every((element) => element.attributes.size === 0)).toBe(true);
    expect(setup.storage).toEqual(new Map([[FACES_KEY, '1']]));
  });

  it('keeps an element with text of its own whole, and a short one, and skips scripts', async () => {
    const { body, main } = page();
    // The main element now has a sentence of its own beside the entry: it cannot be split.
    main.childNodes.push({ nodeType: 3, data: 'Loose text', nextSibling: null });
    main.childNodes[0]!.nextSibling = main.childNodes[1]!;
    const setup = faces(body);
    const run = runLoader('visible', true, null, setup);
    run.painted();
    setup.loads.forEach((load) => load.resolve());
    await settle();
    while (run.timers.length) run.timers.shift()!();
    expect(layouts).toEqual(['probe displayFont hidden', 'probe textFont hidden', 'A', 'HEADER', 'MAIN', 'FOOTER']);
    expect(body.childNodes.filter((node) => !(node instanceof FakeElement))).toEqual([]); // the probes are gone
  });

  it('a later visit, with the faces in the cache, is set in them from the start, and asks for them at once', async () => {
    const setup = faces(page().body, new Map([[FACES_KEY, '1']]));
    const run = runLoader('visible', true, null, setup);
    expect(run.root.attributes.size).toBe(0);
    // Before the first paint, so that they are in by the page's first layout.
    expect(setup.loads.map((load) => load.font)).toEqual(['1em displayFont', '1em textFont']);
    // A face that fails here is the stylesheet's to fall back from: nothing is switched, nothing thrown.
    setup.loads[0]!.reject();
    setup.loads[1]!.resolve();
    await settle();
    run.painted();
    expect(setup.loads).toHaveLength(2);
    expect(run.added).toEqual(['/a.js async=true', '/b.js async=true']);
    while (run.timers.length) run.timers.shift()!();
    expect(run.root.attributes.size).toBe(0);
    expect(layouts).toEqual([]);
  });

  it('without storage, the page is set in the faces from the start', () => {
    const setup = faces(page().body, 'unavailable');
    const run = runLoader('visible', true, null, setup);
    expect(run.root.attributes.size).toBe(0);
    run.painted();
    expect(setup.loads).toEqual([]);
  });

  it('a face that fails to load still ends the fallbacks, and is tried again next visit', async () => {
    const setup = faces(page().body);
    const run = runLoader('visible', true, null, setup);
    run.painted();
    setup.loads[0]!.reject();
    await settle();
    while (run.timers.length) run.timers.shift()!();
    expect(run.root.attributes.has('data-faces')).toBe(false);
    expect(setup.storage).toEqual(new Map());
  });

  it('a page out of sight switches all at once (its timers are throttled)', async () => {
    const setup = faces(page().body);
    const run = runLoader('hidden', true, null, setup);
    expect(setup.loads).toHaveLength(2);
    setup.loads.forEach((load) => load.resolve());
    await settle();
    expect(run.root.attributes.has('data-faces')).toBe(false);
    expect(layouts).toEqual([]);
    expect(run.timers).toEqual([]);
  });
});
