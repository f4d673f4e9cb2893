/**
 * `npm run screenshot -- [path] [out.png]`: photographs a page of a running site (SITE_URL, default
 * http://localhost:3000) in Chromium at a desktop (1280×800) and a phone (390×844) viewport and composes
 * both side by side, for the README. Needs the site running (`npm start`).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const [path = '/', out = 'docs/screenshots/home.png'] = process.argv.slice(2);
const base = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '');
const executablePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

async function shoot(width: number, height: number, scale: number, mobile = false): Promise<Buffer> {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    // The phone is emulated as one (touch, overlay scrollbars), so it looks as a phone shows it.
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: scale, isMobile: mobile, hasTouch: mobile });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Let entrance animations settle before the picture is taken.
    await page.waitForTimeout(2500);
    return await page.screenshot({ type: 'png' });
  } finally {
    await browser.close();
  }
}

async function main() {
  const desktop = await shoot(1280, 800, 1);
  const phone = await shoot(390, 844, 1, true);
  const gap = 40;
  const width = 1280 + gap + 390 + gap * 2;
  const height = 844 + gap * 2;
  mkdirSync(dirname(out), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: '#e8eef4' } })
    .composite([
      { input: desktop, left: gap, top: gap + 22 },
      { input: phone, left: gap + 1280 + gap, top: gap },
    ])
    .png({ compressionLevel: 9, palette: true })
    .toFile(out);
  console.log(`Wrote ${out}`);
}

void main();
