/**
 * The designed sections editors insert from the block editor's "Altitude" patterns: one file of block markup each in
 * wordpress/altitude-headless/patterns/, registered by the companion plugin (patterns.php) and read here, so the demo
 * pages that show a section are built from the very markup editors insert.
 */
import { readFileSync } from 'node:fs';
import catalogue from '../../wordpress/altitude-headless/patterns/patterns.json' with { type: 'json' };

export type PatternSlug = keyof typeof catalogue;

export const PATTERN_SLUGS = Object.keys(catalogue) as PatternSlug[];

const PATTERNS = new URL('../../wordpress/altitude-headless/patterns/', import.meta.url);

/** A pattern's block markup, exactly as the plugin registers it. */
export const pattern = (slug: PatternSlug): string => readFileSync(new URL(`${slug}.html`, PATTERNS), 'utf8').trim();
