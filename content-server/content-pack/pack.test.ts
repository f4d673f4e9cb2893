/**
 * Checks the demo pack the way an editor would before publishing it: every picture is there and light,
 * every page the menus link to exists, the menus match the specification, nothing is placeholder copy.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { studies } from './case-studies';
import { imagePlans } from './images';
import { contentPack } from './index';
import { PATTERN_SLUGS, pattern } from './patterns';
import defaultPack from './index';
import type { PackMenuItem } from './types';

const UPLOADS = fileURLToPath(new URL('./uploads/', import.meta.url));
const MAX_BYTES = 300 * 1024;
const pack = contentPack;
const imageFiles = new Set(pack.images.map((image) => image.file));

/** Every upload a piece of content points at, with where it was found. */
function referencedUploads(): { file: string; where: string }[] {
  const refs: { file: string; where: string }[] = [];
  const add = (file: string | null | undefined, where: string) => {
    if (file) refs.push({ file, where });
  };
  const fromHtml = (html: string, where: string) => {
    for (const match of html.matchAll(/\/wp-content\/uploads\/([^"'\s)]+)/g)) add(match[1], where);
  };
  for (const page of pack.pages) {
    add(page.featuredImage, page.uri);
    add(page.heroSettings.heroImage, `${page.uri} hero`);
    add(page.pageMetadata.openGraphImage, `${page.uri} metadata`);
    fromHtml(page.content, page.uri);
  }
  for (const post of pack.posts) {
    add(post.featuredImage, post.slug);
    add(post.podcastInformation?.podcastEpisodeThumbnail, `${post.slug} podcast`);
    fromHtml(post.content, post.slug);
  }
  for (const author of pack.authors) add(author.avatar, `author ${author.slug}`);
  for (const member of pack.teamMembers) add(member.featuredImage, member.slug);
  for (const study of pack.caseStudies) add(study.featuredImage, study.slug);
  for (const career of pack.careers) add(career.featuredImage, career.slug);
  return refs;
}

describe('media', () => {
  it('exports the same pack as default and named export', () => {
    expect(defaultPack).toBe(contentPack);
  });

  it('lists every referenced image in images.ts', () => {
    const missing = referencedUploads().filter((ref) => !imageFiles.has(ref.file));
    expect(missing).toEqual([]);
  });

  it('lists each image once, with alt text and a credit', () => {
    expect(imageFiles.size).toBe(pack.images.length);
    for (const image of pack.images) {
      expect(image.altText.length, image.file).toBeGreaterThan(10);
      expect(image.credit, image.file).toBe('Made for the Altitude demo content pack');
    }
  });

  it('has every image on disk, under 300 KB, with the listed dimensions', async () => {
    for (const image of pack.images) {
      const path = join(UPLOADS, image.file);
      expect(statSync(path).size, image.file).toBeLessThanOrEqual(MAX_BYTES);
      const meta = await sharp(path).metadata();
      expect([meta.width, meta.height], image.file).toEqual([image.width, image.height]);
      expect(['jpeg', 'webp']).toContain(meta.format);
    }
  });

  it('has a playable WAV for every episode whose size is the declared audioLength', () => {
    for (const post of pack.posts) {
      const info = post.podcastInformation;
      if (!info) continue;
      const bytes = readFileSync(join(UPLOADS, info.audioUrl));
      expect(bytes.length, info.audioUrl).toBe(info.audioLength);
      expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
      expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
      expect(bytes.toString('ascii', 8, 12)).toBe('WAVE');
      expect(bytes.readUInt16LE(20)).toBe(1); // PCM
      expect(bytes.readUInt16LE(22)).toBe(1); // mono
      const rate = bytes.readUInt32LE(24);
      expect(rate).toBeGreaterThanOrEqual(8000);
      expect(rate).toBeLessThanOrEqual(16000);
      const seconds = bytes.readUInt32LE(40) / (rate * 2);
      expect(seconds).toBeLessThanOrEqual(10);
      let peak = 0;
      for (let i = 44; i < bytes.length; i += 2) peak = Math.max(peak, Math.abs(bytes.readInt16LE(i)));
      expect(peak, `${info.audioUrl} is not silent`).toBeGreaterThan(3000);
    }
  });
});

describe('content', () => {
  it('has the required amounts of content', () => {
    expect(pack.posts.length).toBeGreaterThanOrEqual(40);
    expect(pack.teamMembers.length).toBeGreaterThanOrEqual(12);
    expect(pack.caseStudies.length).toBeGreaterThanOrEqual(6);
    expect(pack.careers.length).toBeGreaterThanOrEqual(3);
    expect(pack.authors.length).toBeGreaterThanOrEqual(4);
    for (const category of ['agency-news', 'thought-leadership', 'podcast']) {
      expect(pack.posts.filter((post) => post.categories.includes(category)).length, category).toBeGreaterThanOrEqual(
        13,
      );
    }
  });

  it('gives every item a unique address across all content types', () => {
    const uris = [
      ...pack.pages.map((page) => page.uri),
      ...pack.posts.map((post) => `/${post.slug}/`),
      ...pack.teamMembers.map((member) => `/team/${member.slug}/`),
      ...pack.caseStudies.map((study) => `/work/${study.slug}/`),
      ...pack.careers.map((career) => `/careers/${career.slug}/`),
      ...pack.categories.map((category) => `/category/${category.slug}/`),
    ];
    expect(new Set(uris).size).toBe(uris.length);
    for (const list of [pack.pages, pack.posts, pack.teamMembers, pack.caseStudies, pack.careers, pack.authors]) {
      const slugs = list.map((item) => item.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('has exactly one front page at /', () => {
    expect(pack.pages.filter((page) => page.isFrontPage).map((page) => page.uri)).toEqual(['/']);
  });

  it('spreads post dates over the last two and a half years, with one deliberate tie', () => {
    const dates = pack.posts.map((post) => post.date).sort();
    expect(dates[0]! >= '2024-05-01').toBe(true);
    expect(dates.at(-1)).toBe('2026-11-15T06:00:00');
    const ties = dates.filter((date, index) => dates.indexOf(date) !== index);
    expect(ties).toEqual(['2026-06-02T10:00:00']);
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it('has real copy everywhere', () => {
    const text = JSON.stringify(pack).toLowerCase();
    expect(text).not.toContain('lorem');
    expect(text).not.toContain('ipsum');
    for (const post of pack.posts) {
      expect(post.excerpt.length, post.slug).toBeGreaterThan(60);
      expect(post.content.split('<p>').length - 1, post.slug).toBeGreaterThanOrEqual(3);
      expect(pack.authors.map((author) => author.slug)).toContain(post.author);
    }
    const words = (html: string) =>
      html
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
    for (const post of pack.posts.filter((item) => item.categories.includes('thought-leadership'))) {
      expect(words(post.content), post.slug).toBeGreaterThanOrEqual(300);
    }
    expect(pack.posts.some((post) => post.insightsArticleAuthor !== '')).toBe(true);
  });

  it('writes each figure of a stat in one notation: "$88k" over "to $105k", never "to $105,000"', () => {
    const entries = [...pack.pages, ...pack.posts, ...pack.careers, ...pack.caseStudies];
    let amounts = 0;
    for (const entry of entries) {
      for (const [column] of entry.content.matchAll(/<div class="wp-block-column">[\s\S]*?<\/div>/g)) {
        const money = [...column.replace(/<[^>]+>/g, ' ').matchAll(/\$\d[\d,.]*(k|m|bn)?\b/gi)];
        if (money.length < 2) continue;
        amounts += money.length;
        const notations = new Set(
          money.map((match) => (match[1] ?? (match[0].includes(',') ? 'full' : 'plain')).toLowerCase()),
        );
        expect([...notations], `${entry.slug}: ${money.map((match) => match[0]).join(' / ')}`).toHaveLength(1);
      }
    }
    expect(amounts).toBeGreaterThan(0);
  });

  it('keeps links inside content root-relative', () => {
    for (const item of [...pack.pages, ...pack.posts]) {
      for (const match of item.content.matchAll(/href="([^"]+)"/g)) {
        const href = match[1]!;
        expect(
          href.startsWith('/') || href.startsWith('mailto:') || href.startsWith('tel:'),
          `${item.slug}: ${href}`,
        ).toBe(true);
      }
    }
  });

  it('has every podcast field on every episode, numbered 1..N', () => {
    const episodes = pack.posts.filter((post) => post.categories.includes('podcast'));
    const numbers = episodes
      .map((post) => post.podcastInformation?.podcastEpisodeNumber)
      .sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(numbers).toEqual(episodes.map((_, index) => index + 1));
    for (const episode of episodes) {
      const info = episode.podcastInformation!;
      expect(info.audioUrl).toMatch(/\.wav$/);
      expect(info.audioLength).toBeGreaterThan(0);
      expect(info.episodeUrl).toMatch(/^https:\/\/thinair\.podhost\.example\/episodes\/[a-z0-9-]+$/);
      expect(imageFiles.has(info.podcastEpisodeThumbnail)).toBe(true);
    }
    expect(
      pack.posts
        .filter((post) => !post.categories.includes('podcast'))
        .every((post) => post.podcastInformation === null),
    ).toBe(true);
  });

  it('fills every team member field', () => {
    const orders = pack.teamMembers.map((member) => member.menuOrder);
    expect(new Set(orders).size).toBe(orders.length);
    for (const member of pack.teamMembers) {
      const details = member.teamMemberDetails;
      expect(details.teamMemberEmail).toMatch(/^[a-z.]+@altitudemarketing\.example$/);
      expect(member.title.endsWith(details.teamMemberLastName)).toBe(true);
      expect(details.teamMemberQuote.length).toBeGreaterThan(20);
      expect(details.teamMemberRole.length).toBeGreaterThan(3);
      expect(member.content.length).toBeGreaterThan(200);
    }
  });

  it('fills every case study and career field', () => {
    for (const study of pack.caseStudies)
      expect(
        Object.values(study.caseStudyDetails).every((value) => value.length > 3),
        study.slug,
      ).toBe(true);
    for (const career of pack.careers)
      expect(
        Object.values(career.careerDetails).every((value) => value.length > 3),
        career.slug,
      ).toBe(true);
  });
});

describe('pages', () => {
  const pageUris = new Set(pack.pages.map((page) => page.uri));

  it('has every page the specification and the menus name', () => {
    const required = [
      '/',
      '/about-us/',
      '/about/',
      '/team/',
      '/mission/',
      '/amg-headquarters/',
      '/winter-park/',
      '/about-you/',
      '/what-we-do/',
      '/marketing-frameworks/',
      '/work/',
      '/careers/',
      '/insights/',
      '/contact/',
      '/agency-news/',
      '/thought-leadership/',
      '/podcast/',
      '/hot-air/',
    ];
    for (const uri of required) expect(pageUris.has(uri), uri).toBe(true);
    const walk = (items: PackMenuItem[]): string[] =>
      items.flatMap((item) => [item.path, ...walk(item.children ?? [])]);
    for (const path of walk([...pack.menus.PRIMARY, ...pack.menus.FOOTER])) {
      expect(pageUris.has(path.split('#')[0]!), path).toBe(true);
    }
  });

  it('has the #culture anchor the footer links to', () => {
    expect(pack.pages.find((page) => page.uri === '/about/')?.content).toContain('id="culture"');
  });

  it('fills every hero and metadata field, in varied combinations', () => {
    for (const page of pack.pages) {
      const hero = page.heroSettings;
      expect(['full', 'large', 'medium', 'small']).toContain(hero.heroSize);
      expect(['headline', 'image', 'video', 'insight']).toContain(hero.heroType);
      expect(hero.heroOverlayOpacity).toBeGreaterThanOrEqual(0);
      expect(hero.heroOverlayOpacity).toBeLessThanOrEqual(100);
      if (hero.heroCta.active) expect(hero.heroCta.link?.url, page.uri).toBeTruthy();
      for (const value of [
        hero.heroColor,
        hero.heroBgColor,
        hero.heroOverlayColor,
        hero.heroCloudLeft.position,
        hero.heroCloudLeft.style,
        hero.heroCloudRight.position,
        hero.heroCloudRight.style,
        hero.heroEyebrow,
        hero.heroHeadline,
      ]) {
        expect(value, page.uri).toBeTruthy();
      }
      expect(page.pageMetadata.metaDescription.length, page.uri).toBeGreaterThan(20);
      expect(page.pageMetadata.openGraphDescription.length, page.uri).toBeGreaterThan(20);
    }
    const distinct = (pick: (page: (typeof pack.pages)[number]) => unknown) => new Set(pack.pages.map(pick)).size;
    expect(distinct((page) => page.heroSettings.heroSize)).toBe(4);
    expect(distinct((page) => page.heroSettings.heroType)).toBe(4);
    expect(distinct((page) => page.heroSettings.heroScrollDown)).toBe(2);
    expect(distinct((page) => page.heroSettings.heroInsightAltToggle)).toBe(2);
    expect(distinct((page) => page.heroSettings.heroCta.active)).toBe(2);
    expect(distinct((page) => page.heroSettings.heroCta.link?.target ?? null)).toBeGreaterThanOrEqual(3);
    expect(distinct((page) => page.pageMetadata.openGraphImage === null)).toBe(2);
    expect(pack.pages.some((page) => page.pageMetadata.excludeFromSitemap)).toBe(true);
  });

  it('brings marquee and testimonial blocks to the home and What We Do pages', () => {
    for (const uri of ['/', '/what-we-do/']) {
      const content = pack.pages.find((page) => page.uri === uri)!.content;
      const marquee = /<div class="marquee">((?:<div class="slide">[^<]+<\/div>)+)<\/div>/.exec(content);
      expect(marquee, uri).not.toBeNull();
      expect(marquee![1]!.split('class="slide"').length - 1).toBeGreaterThanOrEqual(6);
      expect(content).toContain(
        '<div class="testimonials-splide splide" aria-label="What our clients say"><div class="splide__track"><ul class="splide__list">',
      );
      const slides =
        content.match(
          /<li class="splide__slide"><blockquote>[^<]+<\/blockquote><p class="testimonial-cite">[^<]+, [^<]+, [^<]+<\/p><\/li>/g,
        ) ?? [];
      expect(slides.length, uri).toBeGreaterThanOrEqual(5);
    }
  });
});

/**
 * The block structure of saved content: every `<!-- wp:name -->` closed by its `<!-- /wp:name -->` in order,
 * attributes that parse as JSON, and nothing but whitespace between top-level blocks (the editor keeps no loose
 * HTML). Returns the problems found, and the names of the blocks used.
 */
function readBlocks(html: string): { problems: string[]; names: string[] } {
  const problems: string[] = [];
  const names: string[] = [];
  const stack: string[] = [];
  let last = 0;
  for (const match of html.matchAll(/<!-- (\/)?wp:([a-z][a-z0-9-]*(?:\/[a-z][a-z0-9-]*)?)(?: (\{.*?\}))? (\/)?-->/g)) {
    const [, closing, name, attributes] = match;
    if (stack.length === 0 && html.slice(last, match.index).trim())
      problems.push(`loose HTML before ${name}: ${html.slice(last, match.index).trim().slice(0, 60)}`);
    if (attributes) {
      try {
        JSON.parse(attributes);
      } catch {
        problems.push(`${name} attributes are not JSON: ${attributes}`);
      }
    }
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`${name} closed while ${open ?? 'nothing'} was open`);
    } else if (!match[4]) {
      stack.push(name!);
      names.push(name!);
    } else names.push(name!);
    last = match.index + match[0].length;
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(', ')}`);
  if (html.slice(last).trim()) problems.push(`loose HTML at the end: ${html.slice(last).trim().slice(0, 60)}`);
  return { problems, names };
}

describe('block markup', () => {
  const everything = [
    ...pack.pages.map((item) => ({ where: item.uri, content: item.content })),
    ...pack.posts.map((item) => ({ where: item.slug, content: item.content })),
    ...pack.teamMembers.map((item) => ({ where: item.slug, content: item.content })),
    ...pack.caseStudies.map((item) => ({ where: item.slug, content: item.content })),
    ...pack.careers.map((item) => ({ where: item.slug, content: item.content })),
  ];
  const page = (uri: string) => pack.pages.find((item) => item.uri === uri)!.content;

  it('writes every page, post, team member, case study and career as the block editor saves it', () => {
    for (const { where, content } of everything) expect(readBlocks(content).problems, where).toEqual([]);
  });

  it("keeps the site's marquees and carousels in Custom HTML blocks", () => {
    for (const uri of ['/', '/what-we-do/']) {
      expect(page(uri)).toMatch(/<!-- wp:html -->\n<div class="marquee">/);
      expect(page(uri)).toMatch(/<!-- wp:html -->\n<div class="testimonials-splide splide"/);
    }
  });

  it("builds the demo's designed sections from the editor's patterns, each shown on a page as editors insert it", () => {
    for (const slug of PATTERN_SLUGS) {
      const markup = pattern(slug);
      expect(readBlocks(markup).problems, slug).toEqual([]);
      const shownOn = pack.pages.filter((item) => item.content.includes(markup)).map((item) => item.uri);
      expect(shownOn.length, `${slug} on a demo page`).toBeGreaterThan(0);
    }
  });

  it('designs the main pages with cards, steps, figures and a call to action, not a column of headings', () => {
    const designed = [
      '/',
      '/about-us/',
      '/about/',
      '/mission/',
      '/amg-headquarters/',
      '/about-you/',
      '/what-we-do/',
      '/marketing-frameworks/',
      '/careers/',
    ];
    for (const uri of designed) {
      const content = page(uri);
      const styles = ['is-style-cards', 'is-style-steps', 'is-style-stats', 'is-style-band'].filter((style) =>
        content.includes(style),
      );
      expect(styles.length, `${uri} uses ${styles.join(', ')}`).toBeGreaterThanOrEqual(2);
    }
    for (const uri of ['/', '/what-we-do/']) {
      const content = page(uri);
      expect(content).toMatch(/<div class="wp-block-columns is-style-cards">/);
      expect(content).toMatch(/<ol class="wp-block-list is-style-steps">/);
    }
    expect(page('/')).toMatch(/<div class="wp-block-columns is-style-stats">/);
    expect(page('/what-we-do/')).toMatch(
      /<div class="wp-block-group alignfull is-style-band has-[a-z-]+-background-color has-background">/,
    );
  });

  it('gives each service card an icon made for the pack', () => {
    const services = page('/what-we-do/');
    const icons = [
      ...services.matchAll(
        /<figure class="wp-block-image size-thumbnail is-resized"><img src="\/wp-content\/uploads\/(icon-[a-z-]+\.webp)" alt=""/g,
      ),
    ].map((match) => match[1]);
    expect(icons.length).toBe(6);
    expect(new Set(icons).size).toBe(6);
    for (const file of icons) expect(imageFiles.has(file!), file).toBe(true);
  });

  it('writes paragraphs of real length on every page', () => {
    const words = (html: string) =>
      html
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
    for (const item of pack.pages) {
      const paragraphs = [...item.content.matchAll(/<p(?: class="[^"]*")?>(.*?)<\/p>/g)].map((match) =>
        words(match[1]!),
      );
      expect(Math.max(...paragraphs), item.uri).toBeGreaterThanOrEqual(25);
    }
  });
});

describe('case studies', () => {
  it("shows the work itself: two pictures in the client's colours, the first as featured image and card, each once", () => {
    for (const study of pack.caseStudies) {
      const plans = imagePlans.filter((plan) => plan.file.startsWith(`case-${study.slug}`));
      expect(
        plans.map((plan) => plan.art.kind),
        study.slug,
      ).toEqual(['work', 'work']);
      expect(study.featuredImage).toBe(plans[0]!.file);
      const client = study.caseStudyDetails.client.split(' ')[0]!;
      for (const plan of plans) expect(plan.altText, plan.file).toContain(client);
      // The featured picture heads the page; the story shows the other one, once, beside the challenge.
      const shown = (file: string) => study.content.split(`/wp-content/uploads/${file}`).length - 1;
      expect(shown(plans[0]!.file), study.slug).toBe(0);
      expect(shown(plans[1]!.file), study.slug).toBe(1);
    }
    const kinds = new Set(studies.flatMap((study) => study.pictures.map((picture) => picture.scene.kind)));
    expect(kinds).toEqual(new Set(['billboard', 'devices', 'phones', 'bags', 'print', 'posters']));
  });

  it('gives the results as figures', () => {
    for (const study of pack.caseStudies) {
      const figures = /<div class="wp-block-columns is-style-stats">(.*?)<\/div>\n<!-- \/wp:columns -->/s.exec(
        study.content,
      );
      expect(figures, study.slug).not.toBeNull();
      // Each column's first paragraph is its figure (not a heading: the outline stays the page's sections).
      const values = [
        ...figures![1]!.matchAll(/<div class="wp-block-column">\s*(?:<!--[^>]*-->\s*)?<p>([^<]+)<\/p>/g),
      ].map((match) => match[1]!);
      expect(values.length, study.slug).toBeGreaterThanOrEqual(3);
      for (const value of values) expect(value, study.slug).toMatch(/\d/);
    }
  });
});

describe('team', () => {
  it('is ordered by its editors, leadership first, which is not the order people joined in', () => {
    const byOrder = [...pack.teamMembers].sort((a, b) => a.menuOrder - b.menuOrder).map((member) => member.slug);
    const byDate = [...pack.teamMembers].sort((a, b) => a.date.localeCompare(b.date)).map((member) => member.slug);
    expect(byOrder[0]).toBe('maya-ortiz');
    expect(byOrder).not.toEqual(byDate);
  });
});

describe('menus', () => {
  const shape = (items: PackMenuItem[]): unknown =>
    items.map((item) => ({ label: item.label, path: item.path, children: shape(item.children ?? []) }));
  const leaf = (label: string, path: string) => ({ label, path, children: [] });

  it('matches the primary menu table', () => {
    expect(shape(pack.menus.PRIMARY)).toEqual([
      {
        label: 'About Us',
        path: '/about-us/',
        children: [
          leaf('About Us', '/about-us/'),
          leaf('Our Story', '/about/'),
          leaf('Our Team', '/team/'),
          leaf('Mission & Values', '/mission/'),
          leaf('AMG Headquarters', '/amg-headquarters/'),
          leaf('Winter Park, FL', '/winter-park/'),
        ],
      },
      leaf('About You', '/about-you/'),
      {
        label: 'What We Do',
        path: '/what-we-do/',
        children: [leaf('What We Do', '/what-we-do/'), leaf('Marketing Frameworks', '/marketing-frameworks/')],
      },
      leaf('Our Work', '/work/'),
      leaf('Careers', '/careers/'),
      leaf('Insights', '/insights/'),
      leaf('Get In Touch', '/contact/'),
    ]);
  });

  it('matches the footer menu table', () => {
    expect(shape(pack.menus.FOOTER)).toEqual([
      {
        label: 'About Us',
        path: '/about-us/',
        children: [
          leaf('About You', '/about-you/'),
          leaf('Our Story', '/about/'),
          leaf('Our Team', '/team/'),
          leaf('Mission & Values', '/mission/'),
          leaf('AMG Headquarters', '/amg-headquarters/'),
          leaf('Winter Park', '/winter-park/'),
        ],
      },
      {
        label: 'What We Do',
        path: '/what-we-do/',
        children: [leaf('What We Do', '/what-we-do/'), leaf('Marketing Frameworks', '/marketing-frameworks/')],
      },
      { label: 'Our Work', path: '/work/', children: [leaf('Case Studies', '/work/')] },
      {
        label: 'Careers',
        path: '/careers/',
        children: [leaf('Culture', '/about/#culture'), leaf('Openings', '/careers/')],
      },
      {
        label: 'Insights',
        path: '/insights/',
        children: [
          leaf('Agency News', '/agency-news/'),
          leaf('Thought Leadership', '/thought-leadership/'),
          leaf('Podcast', '/podcast/'),
        ],
      },
      {
        label: 'Get In Touch',
        path: '/contact/',
        children: [leaf('Contact Us', '/contact/'), leaf('Newsletter', '/hot-air/')],
      },
    ]);
  });
});

describe('forms', () => {
  const contact = pack.forms.find((form) => form.databaseId === 1)!;
  const newsletter = pack.forms.find((form) => form.databaseId === 2)!;

  it('has the contact form using every field type and visibility', () => {
    expect(contact.title).toBe('Get In Touch');
    expect(new Set(contact.fields.map((field) => field.type))).toEqual(
      new Set(['name', 'text', 'email', 'phone', 'select', 'textarea']),
    );
    expect(new Set(contact.fields.map((field) => field.visibility))).toEqual(
      new Set(['VISIBLE', 'HIDDEN', 'ADMINISTRATIVE']),
    );
    const name = contact.fields.find((field) => field.type === 'name')!;
    expect(name.inputs?.map((input) => [input.id, input.key, input.isHidden])).toEqual([
      [1.2, 'prefix', true],
      [1.3, 'first', false],
      [1.4, 'middle', true],
      [1.6, 'last', false],
      [1.8, 'suffix', true],
    ]);
    expect(contact.fields.find((field) => field.type === 'select')!.choices!.length).toBeGreaterThanOrEqual(3);
    expect(contact.fields.find((field) => field.type === 'textarea')!.maxLength).toBeGreaterThan(0);
    expect(contact.fields.filter((field) => field.isRequired).length).toBeGreaterThan(0);
    expect(contact.fields.filter((field) => !field.isRequired).length).toBeGreaterThan(0);
  });

  it('has the Hot Air form with a name, an email and a select', () => {
    expect(newsletter.title).toContain('Hot Air');
    expect(newsletter.fields.map((field) => field.type)).toEqual(['text', 'email', 'select']);
  });

  it('gives every form unique field ids, a submit text and a confirmation', () => {
    for (const form of pack.forms) {
      const ids = form.fields.map((field) => field.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(form.submitButtonText.length).toBeGreaterThan(2);
      expect(form.lastPageButton.text.length).toBeGreaterThan(2);
      expect(form.confirmationMessage.length).toBeGreaterThan(20);
      for (const field of form.fields) expect(field.cssClass.length, `${form.title} ${field.label}`).toBeGreaterThan(0);
    }
  });
});

describe('theme', () => {
  it('keeps the editor stylesheet short and harmless', () => {
    expect(pack.themeCss.split('\n').length).toBeLessThan(40);
    expect(pack.themeCss).toContain('.wp-block-button');
    expect(pack.themeCss).toContain('.has-sunset-color');
    expect(pack.themeCss).not.toMatch(/@import|url\(|expression|<\/?script/i);
  });
});
