/** The command line of `npm run wordpress` (./cli.ts), parsed apart so that it can be tested. */
import { parseArgs } from 'node:util';
import type { SiteSetup } from '../../harness/wordpress/import';

export const USAGE = `usage: npm run wordpress -- [--fresh] [--import <file.wxr> [<file.wxr> …]]…
                             [--front-page <title or ID>] [--posts-page <title or ID>]
                             [--primary-menu <menu name>] [--footer-menu <menu name>]`;

export interface WordPressArgs {
  fresh: boolean;
  /** WXR files, in the order given. */
  imports: string[];
  setup: SiteSetup;
  help: boolean;
}

export class UsageError extends Error {}

export function parseWordPressArgs(argv: string[]): WordPressArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        fresh: { type: 'boolean' },
        import: { type: 'string', multiple: true },
        'front-page': { type: 'string' },
        'posts-page': { type: 'string' },
        'primary-menu': { type: 'string' },
        'footer-menu': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const imports = values.import ?? [];
  // `--import a.xml b.xml` (what a shell makes of `--import exports/*.xml`): the files after the first are
  // positionals. Without --import a stray word is a mistake.
  if (positionals.length && !imports.length) {
    throw new UsageError(`Unexpected argument ${positionals[0]}: files to import follow --import.`);
  }
  const setup: SiteSetup = {};
  const named = (flag: string, value: string | undefined) => {
    if (value === undefined) return undefined;
    const trimmed = value.trim();
    if (!trimmed) throw new UsageError(`${flag} needs a name.`);
    return trimmed;
  };
  const frontPage = named('--front-page', values['front-page']);
  const postsPage = named('--posts-page', values['posts-page']);
  const primaryMenu = named('--primary-menu', values['primary-menu']);
  const footerMenu = named('--footer-menu', values['footer-menu']);
  if (frontPage) setup.frontPage = frontPage;
  if (postsPage) setup.postsPage = postsPage;
  if (primaryMenu) setup.primaryMenu = primaryMenu;
  if (footerMenu) setup.footerMenu = footerMenu;
  if (frontPage && postsPage && frontPage === postsPage) {
    throw new UsageError('The front page and the Posts page must be two different pages.');
  }
  return { fresh: Boolean(values.fresh), imports: [...imports, ...positionals], setup, help: Boolean(values.help) };
}
