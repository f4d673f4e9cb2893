import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITOR_DIR, editorFiles } from './editor-styles';

describe('npm run editor-styles', () => {
  it('has written the plugin’s canvas styles and faces from the current sources', async () => {
    const files = await editorFiles();
    const written = readdirSync(EDITOR_DIR, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(EDITOR_DIR.length + 1))
      .sort();
    expect(written, 'run `npm run editor-styles`').toEqual([...files.keys()].sort());
    for (const [path, content] of files) {
      const committed = readFileSync(join(EDITOR_DIR, path));
      expect(committed.equals(Buffer.from(content)), `${path}: run \`npm run editor-styles\``).toBe(true);
    }
  });

  it('draws the content as the site does, in the editor’s block list', async () => {
    const css = String((await editorFiles()).get('editor.css'));
    expect(css).not.toContain('.prose.entry-content');
    expect(css).toContain('.editor-styles-wrapper .is-root-container .has-ink-background-color {');
    expect(css).toMatch(/--font-display: Fraunces;/);
  });
});
