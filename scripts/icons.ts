/**
 * `npm run icons`: draws the site's icon (public/icon.svg, the drawing editors and designers change) as the PNG
 * files pages link to (ICON_FILES).
 *
 * Why the pages do not link the SVG itself: Chromium draws an SVG site icon on the page's own main thread, in
 * an SVG document of its own, in one task while the page is starting, which Lighthouse's phone profile replays
 * 4× slower into Total Blocking Time. A PNG is decoded off the main thread. iOS takes no SVG for a home-screen
 * icon either. Measured side by side: docs/performance.md, "The site icon as PNG".
 *
 * The PNGs are committed, so building and serving need no step of their own; lib/site-icons.test.ts fails when
 * they no longer match the drawing.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ICON_FILES } from '../lib/site-icons';
import { renderIcon } from '../lib/site-icons.draw';

for (const icon of ICON_FILES) {
  const png = await renderIcon(icon);
  writeFileSync(resolve('public', icon.file), png);
  console.log(`public/${icon.file}: ${icon.size} × ${icon.size}, ${png.length} bytes`);
}
