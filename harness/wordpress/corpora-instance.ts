/**
 * The second real WordPress of the test suites: fresh, without the demo, holding the WordPress community's own
 * test content (../shared/corpora/wordpress-theme-test-data: the Theme Unit Test, the 64-block test data, the
 * accessibility team's test data and the UTF-8 challenges) imported as `npm run wordpress -- --import` does,
 * and set up as an editor would: the Theme Unit Test's "Front Page" as the front page, its "a Blog page" as the
 * Posts page, its "Testing Menu" in the primary location. The corpora suite (playwright.corpora.config.ts)
 * finds it through TEST_CORPORA_WORDPRESS (tests/support/corpora.ts).
 */
import { basename, join, resolve } from 'node:path';
import { describeLanded, importWxr, setUpSite, type ContentCounts, type ImportedEntry } from './import';
import { REPO_ROOT } from './kit';
import { startRunWordPress } from './test-instance';

export const CORPORA_DIR = resolve(REPO_ROOT, '../shared/corpora/wordpress-theme-test-data');
/** In the order an editor would import them: the theme unit test first, whose pages the others repeat. */
export const CORPORA_FILES = [
  'themeunittestdata.wordpress.xml',
  '64-block-test-data.xml',
  'a11y-unit-test-data.xml',
  'wxr-utf-8-challenges.xml',
] as const;
export const CORPORA_SETUP = { frontPage: 'Front Page', postsPage: 'a Blog page', primaryMenu: 'Testing Menu' };

/** The site the corpora suite starts. */
export const CORPORA_SITE_PORT = Number(process.env.E2E_CORPORA_SITE_PORT || 3330);

export interface CorporaWordPressInstance {
  origin: string;
  graphqlUrl: string;
  wpDir: string;
  dataDir: string;
  sitePort: number;
  /** Per file: its posts and pages as WordPress holds them, and how the import went. */
  imports: { file: string; entries: ImportedEntry[]; landed: ContentCounts; failures: string[]; seconds: number }[];
}

export async function startCorporaWordPress(log: (line: string) => void = () => {}): Promise<{
  instance: CorporaWordPressInstance;
  stop: () => Promise<void>;
}> {
  const started = Date.now();
  const port = Number(process.env.CORPORA_WORDPRESS_PORT) || undefined;
  const wordpress = await startRunWordPress('corpora-wordpress', { port, log });
  const { stop } = wordpress;
  try {
    const installed = Date.now();
    // The install's own "Hello world!", "Sample Page" and draft privacy policy are not part of the corpora: an
    // editor who imports a site's content deletes them, as the demo seed does.
    wordpress.php(
      `foreach (get_posts(array('post_type' => array('post', 'page'), 'post_status' => 'any', 'numberposts' => -1)) as $sample) wp_delete_post($sample->ID, true);`,
    );
    const results = importWxr(
      wordpress,
      CORPORA_FILES.map((file) => join(CORPORA_DIR, file)),
    );
    for (const result of results) {
      log(`${basename(result.file)}: ${describeLanded(result.landed)} in ${result.seconds.toFixed(1)} s`);
    }
    for (const line of setUpSite(wordpress, CORPORA_SETUP)) log(line);
    log(
      `Corpora WordPress ready at ${wordpress.origin} in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(imports and setup ${((Date.now() - installed) / 1000).toFixed(1)} s)`,
    );
    return {
      instance: {
        origin: wordpress.origin,
        graphqlUrl: wordpress.graphqlUrl,
        wpDir: wordpress.wpDir,
        dataDir: wordpress.dataDir,
        sitePort: CORPORA_SITE_PORT,
        imports: results.map((result) => ({
          file: basename(result.file),
          entries: result.entries,
          landed: result.landed,
          failures: result.failures,
          seconds: result.seconds,
        })),
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
