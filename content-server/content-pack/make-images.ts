/**
 * Draws every picture of the pack from SVG and writes it to uploads/, plus one synthesised chime per
 * podcast episode. Deterministic: the same plans always give the same files.
 *
 *   npx tsx content-server/content-pack/make-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { abstractSvg } from './art/abstract';
import { jingleFile, synthesizeJingle } from './art/audio';
import { iconSvg } from './art/icons';
import { podcastSvg } from './art/podcast-cover';
import { portraitSvg } from './art/portrait';
import { sceneSvg } from './art/scene';
import { workSvg } from './art/work';
import { imagePlans, type ImagePlan } from './images';
import { posts } from './posts/index';

export const UPLOADS = fileURLToPath(new URL('./uploads/', import.meta.url));
/** Every file must stay under the pack's 300 KB limit; leave a little headroom. */
const MAX_BYTES = 290 * 1024;

export function svgFor(image: ImagePlan): string {
  const { art, file } = image;
  const width = image.composedWidth ?? image.width;
  const height = Math.round((image.height * width) / image.width);
  switch (art.kind) {
    case 'scene':
      return sceneSvg(art, width, height, file);
    case 'abstract':
      return abstractSvg(art, width, height, file);
    case 'portrait':
      return portraitSvg(art, width, height, file);
    case 'podcast':
      return podcastSvg(art, width, file);
    case 'work':
      return workSvg(art, width, height, file);
    case 'icon':
      return iconSvg(art, width);
  }
}

/** Rasterises the art at the file's size: an SVG composed at `composedWidth` is drawn at a higher density. */
async function encode(svg: string, image: ImagePlan): Promise<Buffer> {
  const { file } = image;
  const density = (72 * image.width) / (image.composedWidth ?? image.width);
  for (let quality = 84; quality >= 40; quality -= 6) {
    const base = sharp(Buffer.from(svg), { density });
    const output = file.endsWith('.webp')
      ? await base.webp({ quality, alphaQuality: 100, effort: 6 }).toBuffer()
      : await base.jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
    if (output.length <= MAX_BYTES) return output;
  }
  throw new Error(`${file} stays over ${MAX_BYTES} bytes even at low quality`);
}

async function main(): Promise<void> {
  mkdirSync(UPLOADS, { recursive: true });
  const only = process.argv[2];
  for (const image of imagePlans) {
    if (only && !image.file.includes(only)) continue;
    const bytes = await encode(svgFor(image), image);
    writeFileSync(join(UPLOADS, image.file), bytes);
    console.log(`${image.file}  ${image.width}×${image.height}  ${Math.round(bytes.length / 1024)} KB`);
  }
  for (const post of posts) {
    const episode = post.podcastInformation?.podcastEpisodeNumber;
    if (episode === undefined || (only && !jingleFile(episode).includes(only))) continue;
    writeFileSync(join(UPLOADS, jingleFile(episode)), synthesizeJingle(episode));
    console.log(`${jingleFile(episode)}  audio`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
