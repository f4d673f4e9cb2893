import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A class a component asks its CSS module for but the module does not define renders as the word
 * "undefined" in the page's markup and styles nothing. Every `styles.name` in a component must exist.
 */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function definedClasses(css: string): Set<string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set([...withoutComments.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
}

const files = ['app', 'components'].flatMap((dir) => sources(resolve(dir)));
const users = files
  .map((file) => {
    const text = readFileSync(file, 'utf8');
    const imported = /import (\w+) from '([^']+\.module\.css)'/.exec(text);
    if (!imported) return undefined;
    // A module named from the project's root (`@/components/…`) or beside the file.
    const css = imported[2]!.startsWith('@/') ? resolve(imported[2]!.slice(2)) : resolve(dirname(file), imported[2]!);
    return { file, text, name: imported[1]!, css };
  })
  .filter((user) => user !== undefined);

describe('CSS modules', () => {
  it('finds the components that use them', () => {
    expect(users.length).toBeGreaterThan(10);
  });

  it.each(users.map((user) => [user.file.replace(`${resolve('.')}/`, ''), user] as const))(
    '%s only asks for classes its module defines',
    (_, user) => {
      const defined = definedClasses(readFileSync(user.css, 'utf8'));
      const asked = new Set(
        [...user.text.matchAll(new RegExp(`\\b${user.name}\\.(\\w+)`, 'g'))].map((match) => match[1]!),
      );
      expect([...asked].filter((name) => !defined.has(name))).toEqual([]);
    },
  );
});
