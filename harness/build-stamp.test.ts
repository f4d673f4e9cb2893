import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildContentSource, buildIsCurrent, writeBuildStamp } from './build-stamp';

const EMBEDDED = 'http://127.0.0.1:4000/graphql';
// Later than any source file's change, so only the content source decides.
const LATER = Date.now() + 24 * 3600 * 1000;

let dist: string;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  writeFileSync(join(dist, 'BUILD_ID'), 'build-1');
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('whether npm start must build again', () => {
  it('not for the content source the build was made for, however its address is written', () => {
    writeBuildStamp('https://cms.example.com/graphql', dist, LATER);
    expect(buildIsCurrent('https://cms.example.com/graphql', dist)).toBe(true);
    expect(buildIsCurrent('https://CMS.example.com:443/graphql/', dist)).toBe(true);
    expect(buildContentSource(dist)).toBe('https://cms.example.com/graphql');
  });

  it('when the content source changed: its prerendered pages show the other source’s menus', () => {
    writeBuildStamp(EMBEDDED, dist, LATER);
    expect(buildIsCurrent('https://cms.example.com/graphql', dist)).toBe(false);
    // The same host on another port, or another path, is another content system.
    expect(buildIsCurrent('http://127.0.0.1:4001/graphql', dist)).toBe(false);
    expect(buildIsCurrent('http://127.0.0.1:4000/wp/graphql', dist)).toBe(false);
    expect(buildIsCurrent('https://127.0.0.1:4000/graphql', dist)).toBe(false);
  });

  it('when the stamp names only a host (made before sources were told apart by port), or is missing', () => {
    writeFileSync(join(dist, 'altitude-build.json'), JSON.stringify({ cmsHost: '127.0.0.1', builtAt: LATER }));
    expect(buildIsCurrent(EMBEDDED, dist)).toBe(false);
    rmSync(join(dist, 'altitude-build.json'));
    expect(buildIsCurrent(EMBEDDED, dist)).toBe(false);
    expect(buildContentSource(dist)).toBeUndefined();
  });

  it('when a source file changed after the build', () => {
    writeBuildStamp(EMBEDDED, dist, 0);
    expect(buildIsCurrent(EMBEDDED, dist)).toBe(false);
  });
});
