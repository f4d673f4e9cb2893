import { describe, expect, it } from 'vitest';
import { countsAdded, describeLanded, importerMessages, reportImport, summarizeLines } from './import';

const empty = { entries: {}, terms: {}, comments: 0, sticky: 0 };

describe('what an import landed', () => {
  it('counts what a file added, not what was there before', () => {
    const before = {
      entries: { post: { publish: 1 }, page: { publish: 1, draft: 1 } },
      terms: { category: 1 },
      comments: 1,
      sticky: 0,
    };
    const after = {
      entries: {
        post: { publish: 57, draft: 1, future: 1 },
        page: { publish: 22, draft: 1 },
        nav_menu_item: { publish: 70 },
      },
      terms: { category: 68, post_tag: 114, nav_menu: 6 },
      comments: 34,
      sticky: 1,
    };
    const landed = countsAdded(before, after);
    expect(landed).toEqual({
      entries: { post: { publish: 56, draft: 1, future: 1 }, page: { publish: 21 }, nav_menu_item: { publish: 70 } },
      terms: { category: 67, post_tag: 114, nav_menu: 6 },
      comments: 33,
      sticky: 1,
    });
    expect(describeLanded(landed)).toBe(
      '58 posts (56 publish, 1 draft, 1 future), 21 pages, 1 sticky, 6 menus with 70 items, 67 categories, 114 tags, 33 comments',
    );
  });

  it('says when nothing landed, and names menu items that joined a menu already there', () => {
    expect(describeLanded(countsAdded(empty, empty))).toBe('0 posts, 0 pages');
    const landed = countsAdded(empty, {
      entries: { post: { publish: 1 }, nav_menu_item: { publish: 48 }, wp_navigation: { publish: 1 } },
      terms: { wp_theme: 1 },
      comments: 0,
      sticky: 0,
    });
    expect(describeLanded(landed)).toBe('1 post, 0 pages, 48 menu items, 1 wp_theme term, 1 wp_navigation');
  });
});

describe("the importer's messages", () => {
  it('tells failures from notes in the HTML it echoes, and leaves out its closing lines', () => {
    const html =
      '<p>Failed to import Media &#8220;canola2&#8221;: Fetching attachments is not enabled</p>' +
      '<br />Failed to import &#8220;Page with comments&#8221;: Invalid post type <br />' +
      'Page &#8220;Front Page&#8221; already exists.<br />' +
      '<p>All done. <a href="http://127.0.0.1/wp-admin/">Have fun!</a></p><p>Remember to update the passwords and roles of imported users.</p>';
    expect(importerMessages(html)).toEqual({
      failures: [
        'Failed to import Media “canola2”: Fetching attachments is not enabled',
        'Failed to import “Page with comments”: Invalid post type',
      ],
      notes: ['Page “Front Page” already exists.'],
    });
  });

  it('reads a file it could not import as a failure with its reason', () => {
    const html =
      '<p><strong>Sorry, there has been an error.</strong><br />The file does not exist, please try again.</p></div>';
    expect(importerMessages(html)).toEqual({
      failures: ['Sorry, there has been an error. The file does not exist, please try again.'],
      notes: [],
    });
  });

  it('groups lines that differ only by the item they name', () => {
    const lines = [
      'Failed to import Media “a”: Fetching attachments is not enabled',
      'Failed to import Media “b”: Fetching attachments is not enabled',
      'Failed to import “Page with comments”: Invalid post type',
    ];
    expect(summarizeLines(lines)).toEqual([
      '2 × Failed to import Media “…”: Fetching attachments is not enabled',
      'Failed to import “Page with comments”: Invalid post type',
    ]);
    expect(summarizeLines(['x “1” a', 'y', 'z', 'w'], 2)).toEqual(['x “1” a', 'y', '… and 2 more kinds']);
  });

  it('prints one line per file, then what did not land', () => {
    const lines = reportImport({
      file: '/data/64-block-test-data.xml',
      landed: countsAdded(empty, { ...empty, entries: { post: { publish: 61 }, page: { publish: 1 } } }),
      entries: [],
      failures: ['Failed to import Media “a”: Fetching attachments is not enabled'],
      notes: [],
      seconds: 0.94,
      peakMb: 50.5,
    });
    expect(lines).toEqual([
      '64-block-test-data.xml: 61 posts, 1 page in 0.9 s (PHP peak 50.5 MB)',
      '  not imported: Failed to import Media “a”: Fetching attachments is not enabled',
    ]);
  });
});
