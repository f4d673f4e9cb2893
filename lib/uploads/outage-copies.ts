/**
 * Copies of the uploads the site has passed on, kept on disk so that a picture or document a page shows still
 * answers while the content system is down, as the page itself does (docs/caching.md). Bounded: files over
 * `maxFileBytes` are not kept, and past `maxBytes` in all the least recently used copies go first. A copy is only
 * ever served when the content system cannot answer; WordPress never rewrites an upload in place (a changed
 * picture is a new file with a new name), so a copy never goes stale.
 *
 * Custom code: Next.js's caches hold route handlers' answers without their length and nothing at all for the
 * site server's own uploads step (server/uploads.ts), and nginx's proxy_cache, which does this in a deployment
 * (deploy/nginx.conf), is not in front of `npm start` or the Docker image.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface UploadCopy {
  body: Buffer;
  contentType: string;
  etag: string | null;
  lastModified: string | null;
}

interface Meta {
  contentType: string;
  etag: string | null;
  lastModified: string | null;
}

export interface OutageCopiesOptions {
  dir: string;
  /** All copies together, in bytes. */
  maxBytes?: number;
  /** One copy, in bytes: larger files (video, long audio) are not kept. */
  maxFileBytes?: number;
}

export class OutageCopies {
  readonly maxBytes: number;
  readonly maxFileBytes: number;
  /** Copy name → its size, least recently used first. */
  private readonly sizes = new Map<string, number>();
  private total = 0;

  constructor(private readonly options: OutageCopiesOptions) {
    this.maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
    this.maxFileBytes = options.maxFileBytes ?? 8 * 1024 * 1024;
    mkdirSync(options.dir, { recursive: true });
    const found = readdirSync(options.dir)
      .filter((name) => name.endsWith('.body'))
      .map((name) => ({ name: name.slice(0, -5), stat: statSync(join(options.dir, name)) }))
      .sort((a, b) => a.stat.mtimeMs - b.stat.mtimeMs);
    for (const { name, stat } of found) this.note(name, stat.size);
    this.evict();
  }

  /** The copy of the upload at `pathname`, or undefined. */
  read(pathname: string): UploadCopy | undefined {
    const name = nameOf(pathname);
    if (!this.sizes.has(name)) return undefined;
    try {
      const meta = JSON.parse(readFileSync(this.path(name, 'json'), 'utf8')) as Meta;
      const body = readFileSync(this.path(name, 'body'));
      this.note(name, body.length);
      return { body, ...meta };
    } catch {
      this.forget(name);
      return undefined;
    }
  }

  /**
   * Keeps what `stream` carries as the copy of `pathname`, once it has arrived whole and within the size limit;
   * gives up (keeping nothing) when it grows past the limit or breaks off. Never throws.
   */
  async keep(pathname: string, stream: ReadableStream<Uint8Array>, meta: Meta): Promise<void> {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = stream.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > this.maxFileBytes) {
          await reader.cancel();
          return;
        }
        chunks.push(value);
      }
    } catch {
      return;
    }
    const name = nameOf(pathname);
    try {
      // Written aside, then renamed: a copy is there whole or not at all.
      const temporary = this.path(`${name}.${process.pid}.tmp`, 'body');
      writeFileSync(temporary, Buffer.concat(chunks));
      writeFileSync(this.path(name, 'json'), JSON.stringify(meta));
      renameSync(temporary, this.path(name, 'body'));
      this.note(name, size);
      this.evict();
    } catch (error) {
      console.warn(`uploads: no outage copy of ${pathname}:`, String(error));
    }
  }

  /** The bytes all copies take. */
  get size(): number {
    return this.total;
  }

  private note(name: string, size: number) {
    this.total -= this.sizes.get(name) ?? 0;
    this.sizes.delete(name);
    this.sizes.set(name, size);
    this.total += size;
  }

  private forget(name: string) {
    this.total -= this.sizes.get(name) ?? 0;
    this.sizes.delete(name);
    rmSync(this.path(name, 'body'), { force: true });
    rmSync(this.path(name, 'json'), { force: true });
  }

  private evict() {
    for (const name of this.sizes.keys()) {
      if (this.total <= this.maxBytes) break;
      this.forget(name);
    }
  }

  private path(name: string, extension: 'body' | 'json') {
    return join(this.options.dir, `${name}.${extension}`);
  }
}

function nameOf(pathname: string): string {
  return createHash('sha256').update(pathname).digest('hex');
}
