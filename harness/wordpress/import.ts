/**
 * WXR exports into a started WordPress from the kit, with the kit's WordPress Importer driven from PHP
 * (wordpress/dev/import.php; there is no WP-CLI), then the settings an editor makes after an import: the front
 * page and the Posts page (Settings → Reading) and the menus in the site's locations (Appearance → Menus).
 *
 * The importer's exit status says nothing (it dies with 0 on a file it cannot read): what landed is counted in
 * the database before and after each file, and its "Failed to import …" lines are returned as they are.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { DEFAULT_KIT_DIR, KitError, runDevScript, type WordPress } from './kit';

const IMPORTER_PREFIX = 'wordpress-importer-';
const RESULT_MARK = '@@altitude-import@@';

/** The database's counts: entries by post type and status, terms by taxonomy, comments, sticky posts. */
export interface ContentCounts {
  entries: Record<string, Record<string, number>>;
  terms: Record<string, number>;
  comments: number;
  sticky: number;
}

/** A post or page of a WXR file as WordPress holds it (its slug decoded, its title as stored: markup included). */
export interface ImportedEntry {
  id: number;
  type: string;
  status: string;
  slug: string;
  title: string;
}

export interface ImportResult {
  file: string;
  /** What this file added: per post type (by status), per taxonomy, comments. */
  landed: ContentCounts;
  /** The file's posts and pages as WordPress now holds them (imported now, or already there from a former run). */
  entries: ImportedEntry[];
  /** The importer's lines that say something did not land ("Failed to import …", "Sorry, there has been an error."). */
  failures: string[];
  /** Its other lines worth reading ("Page “…” already exists."); "All done." and the like are left out. */
  notes: string[];
  seconds: number;
  peakMb: number;
}

/** The difference of two counts, keeping only what changed. */
export function countsAdded(before: ContentCounts, after: ContentCounts): ContentCounts {
  const entries: ContentCounts['entries'] = {};
  for (const [type, statuses] of Object.entries(after.entries)) {
    for (const [status, n] of Object.entries(statuses)) {
      const added = n - (before.entries[type]?.[status] ?? 0);
      if (added !== 0) (entries[type] ??= {})[status] = added;
    }
  }
  const terms: ContentCounts['terms'] = {};
  for (const [taxonomy, n] of Object.entries(after.terms)) {
    const added = n - (before.terms[taxonomy] ?? 0);
    if (added !== 0) terms[taxonomy] = added;
  }
  return { entries, terms, comments: after.comments - before.comments, sticky: after.sticky - before.sticky };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#039': "'",
  '#8220': '“',
  '#8221': '”',
  '#8217': '’',
  '#8230': '…',
};

/** The importer's echoed HTML as lines of text, failures apart from the rest. */
export function importerMessages(html: string): { failures: string[]; notes: string[] } {
  const lines = html
    .replace(/<br\s*\/?>|<\/p>|<\/div>|<\/li>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const failures: string[] = [];
  const notes: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^(All done\.|Remember to update the passwords)/.test(line)) continue;
    if (/^Sorry, there has been an error\./.test(line)) {
      // The reason follows on the next line.
      failures.push(lines[i + 1] ? `${line} ${lines[++i]}` : line);
    } else if (/^Failed to import\b|^Warning:|^Fatal error:|^Error:/.test(line)) failures.push(line);
    else notes.push(line);
  }
  return { failures, notes };
}

/** Repeated lines once, with their count: "37 × Failed to import Media “…”" reads better than 37 lines. */
export function summarizeLines(lines: string[], limit = 8): string[] {
  const groups = new Map<string, { first: string; count: number }>();
  for (const line of lines) {
    // Lines that differ only by the item they name: `Failed to import Media “a.jpg”: reason` groups by reason.
    const key = line.replace(/“[^”]*”/g, '“…”');
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { first: line, count: 1 });
  }
  const summary = [...groups.entries()].map(([key, { first, count }]) => (count > 1 ? `${count} × ${key}` : first));
  return summary.length > limit ? [...summary.slice(0, limit), `… and ${summary.length - limit} more kinds`] : summary;
}

/** One line of what landed: "58 posts (56 publish, 1 future, 1 draft), 21 pages, 6 menus with 70 items, …". */
export function describeLanded(landed: ContentCounts): string {
  const sum = (statuses: Record<string, number> | undefined) =>
    Object.values(statuses ?? {}).reduce((total, n) => total + n, 0);
  const byStatus = (statuses: Record<string, number> | undefined) => {
    const parts = Object.entries(statuses ?? {})
      .sort(([, a], [, b]) => b - a)
      .map(([status, n]) => `${n} ${status}`);
    return parts.length > 1 ? ` (${parts.join(', ')})` : '';
  };
  const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  const parts: string[] = [];
  for (const [type, one, many] of [
    ['post', 'post', 'posts'],
    ['page', 'page', 'pages'],
  ] as const) {
    parts.push(`${plural(sum(landed.entries[type]), one, many)}${byStatus(landed.entries[type])}`);
  }
  if (landed.sticky) parts.push(`${landed.sticky} sticky`);
  const menus = landed.terms.nav_menu ?? 0;
  const items = sum(landed.entries.nav_menu_item);
  // Items of a menu the site already had (two exports with a "Testing Menu") land in it: no new menu.
  if (menus) parts.push(`${plural(menus, 'menu')} with ${plural(items, 'item')}`);
  else if (items) parts.push(plural(items, 'menu item'));
  const terms = { ...landed.terms };
  delete terms.nav_menu;
  for (const [taxonomy, n] of Object.entries(terms)) {
    const [one, many] = (
      {
        category: ['category', 'categories'],
        post_tag: ['tag', 'tags'],
        post_format: ['post format', 'post formats'],
      } as Record<string, [string, string]>
    )[taxonomy] ?? [`${taxonomy} term`, `${taxonomy} terms`];
    parts.push(plural(n, one, many));
  }
  const others = Object.keys(landed.entries).filter((type) => !['post', 'page', 'nav_menu_item'].includes(type));
  for (const type of others) parts.push(`${sum(landed.entries[type])} ${type}`);
  if (landed.comments) parts.push(plural(landed.comments, 'comment'));
  return parts.join(', ');
}

/**
 * Unpacks the kit's WordPress Importer into the WordPress's plugins folder when it is not there (a WordPress
 * installed before the kit held it). It is loaded by path, never activated.
 */
export function ensureImporter(wordpress: Pick<WordPress, 'wpDir'>, kitDir = process.env.WORDPRESS_KIT_DIR): void {
  const plugins = join(wordpress.wpDir, 'wp-content', 'plugins');
  if (existsSync(join(plugins, 'wordpress-importer', 'wordpress-importer.php'))) return;
  const kit = resolve(kitDir || DEFAULT_KIT_DIR);
  const name = (existsSync(kit) ? readdirSync(kit) : [])
    .filter((file) => file.startsWith(IMPORTER_PREFIX) && file.endsWith('.tar.xz'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .pop();
  if (!name) throw new KitError(`The kit at ${kit} has no ${IMPORTER_PREFIX}*.tar.xz archive (WordPress Importer).`);
  const archive = join(kit, name);
  const unpacked = spawnSync('tar', ['-xJf', archive, '-C', plugins], { encoding: 'utf8' });
  if (unpacked.status !== 0) throw new KitError(`Unpacking ${archive} failed: ${unpacked.stderr.trim()}`);
}

/** Imports one WXR file; throws only when the importer could not run at all (PHP missing, WordPress down). */
export function importFile(wordpress: Pick<WordPress, 'wpDir'>, file: string): ImportResult {
  const path = resolve(file);
  const result = runDevScript(wordpress.wpDir, 'import.php', [path], 64 << 20);
  const marked = result.stdout?.lastIndexOf(RESULT_MARK) ?? -1;
  if (result.status !== 0 || marked < 0) {
    const output = `${result.stderr ?? ''}${result.stdout ?? ''}`.trim().slice(-4000);
    throw new KitError(`Importing ${path} failed (exit ${result.status}):\n${output}`);
  }
  const raw = JSON.parse(result.stdout.slice(marked + RESULT_MARK.length)) as {
    before: ContentCounts;
    after: ContentCounts;
    entries: ImportResult['entries'];
    seconds: number;
    peakMb: number;
    log: string;
  };
  const messages = importerMessages(raw.log);
  return {
    file: path,
    landed: countsAdded(raw.before, raw.after),
    entries: raw.entries,
    failures: messages.failures,
    notes: messages.notes,
    seconds: raw.seconds,
    peakMb: raw.peakMb,
  };
}

/** Imports each file in turn (later files may refer to what earlier ones brought). */
export function importWxr(wordpress: Pick<WordPress, 'wpDir'>, files: string[]): ImportResult[] {
  ensureImporter(wordpress);
  return files.map((file) => {
    if (!existsSync(file)) throw new KitError(`No WXR file at ${resolve(file)}.`);
    return importFile(wordpress, file);
  });
}

/** The lines `npm run wordpress -- --import` prints for one file. */
export function reportImport(result: ImportResult): string[] {
  const lines = [
    `${basename(result.file)}: ${describeLanded(result.landed)} in ${result.seconds.toFixed(1)} s (PHP peak ${result.peakMb} MB)`,
  ];
  for (const line of summarizeLines(result.failures)) lines.push(`  not imported: ${line}`);
  for (const line of summarizeLines(result.notes, 4)) lines.push(`  ${line}`);
  return lines;
}

/** What an editor sets after an import, each named as the admin shows it (a title, a menu's name) or by ID. */
export interface SiteSetup {
  /** Settings → Reading → "Your homepage displays: A static page", Homepage. */
  frontPage?: string;
  /** Settings → Reading, Posts page. */
  postsPage?: string;
  /** Appearance → Menus → Manage Locations: the menu in the site's primary location. */
  primaryMenu?: string;
  /** The menu in the footer location. */
  footerMenu?: string;
}

/**
 * Applies the setup; returns one line per setting made. Several published pages with the same title (two
 * exports that each hold a "Front Page"): the oldest, the one imported first, is taken, and the line says so.
 */
export function setUpSite(wordpress: Pick<WordPress, 'php'>, setup: SiteSetup): string[] {
  if (!Object.values(setup).some(Boolean)) return [];
  const answer = wordpress.php(
    `require_once ABSPATH . 'wp-admin/includes/admin.php';
     $setup = json_decode(${phpLiteral(JSON.stringify(setup))}, true);
     $lines = array(); $errors = array();
     $find_page = function ($name) use (&$errors) {
       if (ctype_digit($name)) { $page = get_post((int) $name); $pages = $page && 'page' === $page->post_type ? array($page) : array(); }
       else $pages = get_posts(array('post_type' => 'page', 'post_status' => 'publish', 'title' => $name, 'orderby' => 'ID', 'order' => 'ASC', 'numberposts' => -1));
       if (!$pages) { $errors[] = "No published page is titled \\"$name\\"."; return null; }
       return array($pages[0], count($pages));
     };
     $describe = function ($found) { list($page, $n) = $found; return '"' . $page->post_title . '" (ID ' . $page->ID . ', ' . wp_make_link_relative(get_permalink($page)) . ')' . ($n > 1 ? ", the oldest of $n pages with that title" : ''); };
     foreach (array('frontPage' => array('page_on_front', 'Front page'), 'postsPage' => array('page_for_posts', 'Posts page')) as $key => $option) {
       if (empty($setup[$key])) continue;
       $found = $find_page($setup[$key]);
       if (!$found) continue;
       update_option('show_on_front', 'page');
       update_option($option[0], $found[0]->ID);
       $lines[] = $option[1] . ': ' . $describe($found);
     }
     $locations = get_theme_mod('nav_menu_locations', array());
     $registered = get_registered_nav_menus();
     foreach (array('primaryMenu' => 'primary', 'footerMenu' => 'footer') as $key => $location) {
       if (empty($setup[$key])) continue;
       if (!isset($registered[$location])) { $errors[] = "The menu location \\"$location\\" is not registered (is the Altitude Headless plugin active?)."; continue; }
       $menu = wp_get_nav_menu_object($setup[$key]);
       if (!$menu) { $errors[] = 'No menu is named "' . $setup[$key] . '"; menus: ' . implode(', ', wp_list_pluck(wp_get_nav_menus(), 'name')) . '.'; continue; }
       $locations[$location] = $menu->term_id;
       $lines[] = ucfirst($location) . ' menu: "' . $menu->name . '" (' . $menu->count . ' items)';
     }
     set_theme_mod('nav_menu_locations', $locations);
     echo wp_json_encode(array('lines' => $lines, 'errors' => $errors));`,
  );
  const { lines, errors } = JSON.parse(answer.trim().split('\n').pop() ?? '{}') as {
    lines: string[];
    errors: string[];
  };
  if (errors.length) throw new KitError(errors.join('\n'));
  return lines;
}

function phpLiteral(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
