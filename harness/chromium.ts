/** Where Chromium is and the flags it starts with, for Playwright's configurations, the benchmarks and the scripts. */
import { existsSync } from 'node:fs';

/** Debian's Chromium when it is installed (CHROME_PATH overrides); otherwise Playwright's own build. */
export const executablePath =
  process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** How every browser run here starts Chromium: no sandbox (root in a container), nothing fetched from outside. */
export const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
