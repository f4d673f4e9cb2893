import { describe, expect, it } from 'vitest';
import { editorFiles } from './editor-styles';

describe('npm run editor-styles', () => {
  it('holds the canvas styles and every face design-tokens.json declares', async () => {
    const files = await editorFiles();
    expect([...files.keys()].filter((path) => path.startsWith('fonts/')).length).toBeGreaterThan(0);
    for (const [path, content] of files) expect(Buffer.from(content).length, path).toBeGreaterThan(0);
  });

  it('draws the content as the site does, in the editor’s block list', async () => {
    const css = String((await editorFiles()).get('editor.css'));
    expect(css).not.toContain('.prose.entry-content');
    expect(css).toContain('.editor-styles-wrapper .is-root-container .has-ink-background-color {');
    expect(css).toMatch(/--font-display: Fraunces;/);
  });
});
