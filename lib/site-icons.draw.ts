import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp from 'sharp';

/** public/icon.svg drawn as a PNG of `size` × `size` pixels, on `background` where one is given. */
export async function renderIcon({ size, background }: { size: number; background?: string }): Promise<Buffer> {
  const svg = await readFile(resolve('public', 'icon.svg'));
  const drawn = sharp(svg, { density: 72 * (size / 64) }).resize(size, size);
  return (background ? drawn.flatten({ background }) : drawn).png({ compressionLevel: 9, palette: true }).toBuffer();
}
