import { describe, expect, it } from 'vitest';
import { UsageError, parseWordPressArgs } from './cli-args';

describe('npm run wordpress arguments', () => {
  it('starts the demo WordPress with no arguments, and over with --fresh', () => {
    expect(parseWordPressArgs([])).toEqual({ fresh: false, imports: [], setup: {}, help: false });
    expect(parseWordPressArgs(['--fresh']).fresh).toBe(true);
  });

  it('takes --import once per file, or the files that follow it, in the order given', () => {
    expect(parseWordPressArgs(['--import', 'a.xml', '--import', 'b.xml']).imports).toEqual(['a.xml', 'b.xml']);
    // What a shell makes of `--import exports/*.xml`.
    expect(parseWordPressArgs(['--fresh', '--import', 'a.xml', 'b.xml', 'c.xml'])).toMatchObject({
      fresh: true,
      imports: ['a.xml', 'b.xml', 'c.xml'],
    });
    expect(parseWordPressArgs(['--import=a.xml', '--fresh']).imports).toEqual(['a.xml']);
  });

  it('names the front page, the Posts page and the menus of each location', () => {
    const args = parseWordPressArgs([
      '--import',
      'theme-unit-test.xml',
      '--front-page',
      'Front Page',
      '--posts-page',
      ' a Blog page ',
      '--primary-menu',
      'Testing Menu',
      '--footer-menu',
      'Short',
    ]);
    expect(args.setup).toEqual({
      frontPage: 'Front Page',
      postsPage: 'a Blog page',
      primaryMenu: 'Testing Menu',
      footerMenu: 'Short',
    });
    expect(parseWordPressArgs(['--front-page', '42']).setup).toEqual({ frontPage: '42' });
  });

  it('refuses what it cannot do with a message that says why', () => {
    expect(() => parseWordPressArgs(['export.xml'])).toThrow(/files to import follow --import/);
    expect(() => parseWordPressArgs(['--import'])).toThrow(UsageError);
    expect(() => parseWordPressArgs(['--front-page', '  '])).toThrow('--front-page needs a name.');
    expect(() => parseWordPressArgs(['--front-page', 'Home', '--posts-page', 'Home'])).toThrow(/two different pages/);
    expect(() => parseWordPressArgs(['--frontpage', 'Home'])).toThrow(UsageError);
  });
});
