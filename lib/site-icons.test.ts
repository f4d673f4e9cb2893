import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ICON_FILES } from './site-icons';
import { renderIcon } from './site-icons.draw';

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('site icons', () => {
  for (const icon of ICON_FILES) {
    it(`public/${icon.file} is public/icon.svg drawn at ${icon.size} px (npm run icons redraws it)`, async () => {
      const committed = await pixels(readFileSync(resolve('public', icon.file)));
      const drawn = await pixels(await renderIcon(icon));
      expect([committed.width, committed.height]).toEqual([icon.size, icon.size]);
      // Palette quantisation may move a channel by a step or two; a changed drawing moves far more.
      let worst = 0;
      for (let i = 0; i < drawn.data.length; i++)
        worst = Math.max(worst, Math.abs(drawn.data[i]! - committed.data[i]!));
      expect(worst).toBeLessThanOrEqual(8);
    });
  }

  it('the home-screen icon has no transparent corner for iOS to fill with black', async () => {
    const { data, width } = await pixels(readFileSync(resolve('public', 'apple-touch-icon.png')));
    const corners = [0, width - 1, (width - 1) * width, width * width - 1].map((pixel) => data[pixel * 4 + 3]);
    expect(corners).toEqual([255, 255, 255, 255]);
  });
});
