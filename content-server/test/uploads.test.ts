import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteRange } from '../src/http/uploads';
import { FIXTURE_UPLOADS } from '../src/test-fixtures/fixture-pack';
import { removeDir, startTestServer, type TestServer } from './support';

let server: TestServer;
const sky = readFileSync(join(FIXTURE_UPLOADS, 'sky.jpg'));

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
  removeDir(server.dir);
});

const get = (headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${server.url}/wp-content/uploads/sky.jpg`, { method, headers });

describe('byte ranges of uploads, for players that seek', () => {
  it('says it takes ranges, and answers one with 206 and just those bytes', async () => {
    expect((await get()).headers.get('accept-ranges')).toBe('bytes');
    const part = await get({ Range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${sky.length}`);
    expect(part.headers.get('content-length')).toBe('10');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(sky.subarray(10, 20));
  });

  it('answers an open-ended range and the last bytes of the file', async () => {
    const tail = await get({ Range: `bytes=${sky.length - 5}-` });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(sky.subarray(sky.length - 5));
    const suffix = await get({ Range: 'bytes=-3' });
    expect(suffix.headers.get('content-range')).toBe(`bytes ${sky.length - 3}-${sky.length - 1}/${sky.length}`);
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(sky.subarray(sky.length - 3));
  });

  it('answers a range past the end with 416 and the file’s length', async () => {
    const past = await get({ Range: `bytes=${sky.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${sky.length}`);
  });

  it('sends the whole file for several ranges, or a range of another version (If-Range)', async () => {
    expect((await get({ Range: 'bytes=0-1,5-6' })).status).toBe(200);
    const etag = (await get()).headers.get('etag')!;
    expect((await get({ Range: 'bytes=0-1', 'If-Range': etag })).status).toBe(206);
    expect((await get({ Range: 'bytes=0-1', 'If-Range': '"older"' })).status).toBe(200);
  });

  it('answers HEAD for a range with its headers only', async () => {
    const head = await get({ Range: 'bytes=0-9' }, 'HEAD');
    expect(head.status).toBe(206);
    expect(head.headers.get('content-length')).toBe('10');
    expect(await head.text()).toBe('');
  });

  it.each([
    [undefined, undefined],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=90-200', { start: 90, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=9-2', undefined],
    ['bytes=-', undefined],
    ['items=0-9', undefined],
  ])('reads %s of a 100-byte file as %j', (header, expected) => {
    expect(byteRange(header, 100)).toEqual(expected);
  });
});
