/**
 * First-load JavaScript of a page, as a modern browser fetches it before any dynamic import: every
 * `<script src>` (not `nomodule`), every script preload, and every chunk the inline React Server Components
 * payload names. Each file is compressed with gzip (default level, as the server sends it) and summed.
 */
import { gzipSync } from 'node:zlib';

export interface JsWeight {
  url: string;
  files: { path: string; bytes: number; gzip: number }[];
  bytes: number;
  gzip: number;
}

export function scriptPaths(html: string): string[] {
  const paths = new Set<string>();
  const legacyOnly = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (!src) continue;
    // Polyfills for browsers without modules: a modern browser never fetches them.
    if (/\bnomodule\b/i.test(attributes)) legacyOnly.add(src);
    else paths.add(src);
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    if (!/\bas="script"/i.test(attributes) || !/\brel="(?:preload|modulepreload)"/i.test(attributes)) continue;
    const href = /\bhref="([^"]+)"/i.exec(attributes)?.[1];
    if (href) paths.add(href);
  }
  // Chunks named by the inline flight data (client components the page hydrates).
  for (const match of html.matchAll(/\/_next\/static\/chunks\/[\w.~-]+\.js/g)) paths.add(match[0]);
  return [...paths]
    .filter((path) => !legacyOnly.has(path))
    .map((path) => path.replace(/&amp;/g, '&'))
    .sort();
}

export async function firstLoadJs(pageUrl: string): Promise<JsWeight> {
  const response = await fetch(pageUrl);
  if (!response.ok) throw new Error(`${pageUrl} answered ${response.status}`);
  const html = await response.text();
  const files = [];
  for (const path of scriptPaths(html)) {
    const file = await fetch(new URL(path, pageUrl));
    if (!file.ok) throw new Error(`${path} answered ${file.status}`);
    const body = Buffer.from(await file.arrayBuffer());
    files.push({ path, bytes: body.length, gzip: gzipSync(body).length });
  }
  return {
    url: pageUrl,
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
