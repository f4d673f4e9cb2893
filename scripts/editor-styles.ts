/**
 * `npm run editor-styles`: writes the block editor's canvas styles into the companion plugin
 * (wordpress/altitude-headless/editor/, or the plugin folder given: `npm run editor-styles -- <folder>`), so that
 * the canvas looks like the site (docs/blocks.md, "The design system in the editor"):
 *
 * - editor.css: the site's tokens and content type (app/globals.css: `:root`, the body's text, headings, links and
 *   the `.prose` rules) and every block style (components/templates/blocks.css), with the content's container
 *   (`.prose.entry-content`) made the editor's (`.editor-styles-wrapper .is-root-container`) and the faces named
 *   as design-tokens.json names them;
 * - fonts/: the site's self-hosted faces (lib/fonts/), which design-tokens.json's font faces name and WordPress
 *   serves from the plugin (no other host is asked for anything).
 *
 * Written from the sources, never kept in git: the kit writes them into every WordPress it starts
 * (harness/wordpress/kit.ts), and docs/wordpress.md has it run before the plugin folder is copied to a WordPress.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { designTokens } from '../lib/design-tokens';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const EDITOR_DIR = join(ROOT, 'wordpress', 'altitude-headless', 'editor');

/** The editor canvas's body, and the block list inside it that holds the content (the site's `.prose.entry-content`). */
const CANVAS = '.editor-styles-wrapper';
const CONTENT = `${CANVAS} .is-root-container`;

export interface CssRule {
  /** The selector or at-rule prelude, whitespace collapsed. */
  prelude: string;
  /** What is between the braces. */
  body: string;
}

/** A stylesheet's top-level rules and at-rules, comments removed. */
export function topLevelRules(css: string): CssRule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: CssRule[] = [];
  let start = 0;
  let depth = 0;
  let open = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char === '{') {
      if (depth === 0) open = at;
      depth++;
    } else if (char === '}') {
      depth--;
      if (depth === 0) {
        rules.push({ prelude: text.slice(start, open).trim().replace(/\s+/g, ' '), body: text.slice(open + 1, at) });
        start = at + 1;
      }
    } else if (char === ';' && depth === 0) {
      start = at + 1;
    }
  }
  return rules;
}

/** A rule's declarations, by property (custom properties included). */
export function declarations(body: string): Map<string, string> {
  const found = new Map<string, string>();
  let depth = 0;
  let start = 0;
  const add = (text: string) => {
    const colon = text.indexOf(':');
    if (colon > 0)
      found.set(
        text.slice(0, colon).trim(),
        text
          .slice(colon + 1)
          .trim()
          .replace(/\s+/g, ' '),
      );
  };
  for (let at = 0; at < body.length; at++) {
    if (body[at] === '(') depth++;
    else if (body[at] === ')') depth--;
    else if (body[at] === ';' && depth === 0) {
      add(body.slice(start, at));
      start = at + 1;
    }
  }
  add(body.slice(start));
  return found;
}

/** The site's rules a block's words and surfaces depend on: the page's text, headings, links and the content's type. */
const TYPE_SELECTORS = new Set([
  '*, *::before, *::after',
  'body',
  'h1, h2, h3, h4',
  'a',
  'a:hover',
  ':focus-visible',
  'img',
]);

/** The first family of a design-tokens.json font stack, and the rest of it (the site's fallbacks). */
function splitStack(stack: string): [string, string] {
  const [first, ...rest] = stack.split(',').map((name) => name.trim());
  return [first!, rest.join(', ')];
}

async function canvasCss(): Promise<string> {
  const globals = topLevelRules(readFileSync(join(ROOT, 'app', 'globals.css'), 'utf8'));
  const blocks = readFileSync(join(ROOT, 'components', 'templates', 'blocks.css'), 'utf8');
  const root = globals.find((rule) => rule.prelude === ':root');
  if (!root) throw new Error('app/globals.css has no :root rule');
  const family = (slug: string) => {
    const found = designTokens.settings.typography.fontFamilies.find((entry) => entry.slug === slug);
    if (!found) throw new Error(`design-tokens.json has no font family "${slug}"`);
    return splitStack(found.fontFamily);
  };
  const [display, displayRest] = family('display');
  const [text, textRest] = family('text');
  const code = family('code').join(', ');
  const lines = [
    '/* Written by `npm run editor-styles` (scripts/editor-styles.ts) from app/globals.css and',
    '   components/templates/blocks.css: edit those and run it again. The faces are the font faces of',
    '   design-tokens.json, which WordPress declares in the canvas. */',
    `:root {${root.body.trimEnd()}`,
    '',
    `  --font-display: ${display};`,
    `  --font-display-rest: ${displayRest};`,
    `  --font-text: ${text};`,
    `  --font-text-rest: ${textRest};`,
    `  --font-code: ${code};`,
    '}',
    '',
  ];
  for (const rule of globals) {
    const prose = rule.prelude.startsWith('.prose ');
    if (!prose && !TYPE_SELECTORS.has(rule.prelude)) continue;
    const selector =
      rule.prelude === 'body'
        ? CANVAS
        : prose
          ? rule.prelude.replace(/^\.prose /, `${CONTENT} `)
          : rule.prelude
              .split(', ')
              .map((part) => `${CANVAS} ${part}`)
              .join(', ');
    lines.push(`${selector} {${rule.body.trimEnd()}`, '}', '');
  }
  lines.push(blocks.replaceAll('.prose.entry-content', CONTENT).trimEnd(), '');
  // WordPress's layout styles are off in the canvas (design-system.php), as they never reach the site: the content
  // is laid out by the rules above. The post's title above it starts on its left edge, as an entry's title does.
  lines.push(
    `${CANVAS} .editor-visual-editor__post-title-wrapper > .editor-post-title {`,
    '  max-width: min(var(--wrap), 100% - 2 * var(--page-gutter));',
    '  margin-inline: var(--page-edge) auto;',
    '}',
    '',
  );
  const file = join(EDITOR_DIR, 'editor.css');
  return format(lines.join('\n'), { ...(await resolveConfig(file)), filepath: file });
}

/** The font files the site serves (lib/fonts.ts's `src`), by file name. */
function siteFontFiles(): Map<string, string> {
  const fonts = readFileSync(join(ROOT, 'lib', 'fonts.ts'), 'utf8');
  return new Map(
    [...fonts.matchAll(/\bsrc: '([^']+)'/g)].map(([, source]) => [basename(source!), join(ROOT, 'lib', source!)]),
  );
}

/** The files of wordpress/altitude-headless/editor/, by path inside it. */
export async function editorFiles(): Promise<Map<string, string | Buffer>> {
  const files = new Map<string, string | Buffer>([['editor.css', await canvasCss()]]);
  const served = siteFontFiles();
  for (const { fontFace } of designTokens.settings.typography.fontFamilies) {
    for (const { src } of fontFace) {
      for (const source of src) {
        const name = basename(source);
        const file = served.get(name);
        if (!file) throw new Error(`design-tokens.json names ${name}, a face lib/fonts.ts does not serve`);
        files.set(`fonts/${name}`, readFileSync(file));
      }
    }
  }
  return files;
}

/** Writes the editor files into the plugin folder `plugin` (the repository's by default). */
async function main(plugin?: string) {
  const target = plugin ? join(plugin, 'editor') : EDITOR_DIR;
  const files = await editorFiles();
  rmSync(target, { recursive: true, force: true });
  for (const [path, content] of files) {
    mkdirSync(dirname(join(target, path)), { recursive: true });
    writeFileSync(join(target, path), content);
  }
  console.log(`Wrote ${target}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main(process.argv[2]);
