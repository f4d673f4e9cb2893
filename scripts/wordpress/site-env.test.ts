import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applySiteEnv, notificationSecret, portMismatch, readSiteEnv, writeSiteEnv } from './site-env';

const roots: string[] = [];
function project(): { root: string; dataDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'site-env-'));
  roots.push(root);
  return { root, dataDir: join(root, '.data') };
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const written = {
  WORDPRESS_GRAPHQL_URL: 'http://127.0.0.1:38111/graphql',
  REVALIDATE_SECRET: 'f00d'.repeat(12),
  SITE_REVALIDATE_URL: 'http://127.0.0.1:3000/api/revalidate',
  WORDPRESS_PREVIEW_USER: 'site-preview',
  WORDPRESS_PREVIEW_APP_PASSWORD: 'abcd efgh ijkl mnop qrst uvwx',
};

function seeded() {
  const { root, dataDir } = project();
  mkdirSync(dataDir, { recursive: true });
  writeSiteEnv(dataDir, written);
  return { root, env: { WORDPRESS_DATA_DIR: '.data' } as Record<string, string | undefined>, dataDir };
}

describe('the settings npm run wordpress leaves for npm start and the doctor', () => {
  it('are written for the owner alone and read back as written, spaces included', () => {
    const { dataDir } = seeded();
    expect(readSiteEnv(dataDir)).toEqual(written);
    expect(statSync(join(dataDir, 'site.env')).mode & 0o077).toBe(0);
    expect(readFileSync(join(dataDir, 'site.env'), 'utf8')).toMatch(/^# Written by npm run wordpress/);
  });

  it('give npm start the secret and the preview user when the site reads that WordPress', () => {
    const { root, env } = seeded();
    env.WORDPRESS_GRAPHQL_URL = 'http://localhost:38111/graphql/';
    expect(applySiteEnv(root, env)).toBe(join('.data', 'site.env'));
    expect(env.REVALIDATE_SECRET).toBe(written.REVALIDATE_SECRET);
    expect(env.WORDPRESS_PREVIEW_APP_PASSWORD).toBe(written.WORDPRESS_PREVIEW_APP_PASSWORD);
    expect(env.SITE_REVALIDATE_URL).toBe(written.SITE_REVALIDATE_URL);
  });

  it('leave the embedded demo, another WordPress and values set by hand alone', () => {
    const { root, env } = seeded();
    expect(applySiteEnv(root, env)).toBeUndefined();
    expect(env.REVALIDATE_SECRET).toBeUndefined();
    expect(env.WORDPRESS_GRAPHQL_URL).toBeUndefined();

    const other: Record<string, string | undefined> = {
      ...env,
      WORDPRESS_GRAPHQL_URL: 'https://cms.example.com/graphql',
    };
    expect(applySiteEnv(root, other)).toBeUndefined();
    expect(other.REVALIDATE_SECRET).toBeUndefined();

    const own: Record<string, string | undefined> = {
      ...env,
      WORDPRESS_GRAPHQL_URL: written.WORDPRESS_GRAPHQL_URL,
      REVALIDATE_SECRET: 'mine-'.repeat(5),
    };
    applySiteEnv(root, own);
    expect(own.REVALIDATE_SECRET).toBe('mine-'.repeat(5));
    expect(own.WORDPRESS_PREVIEW_USER).toBe('site-preview');
  });

  it('name the WordPress to the doctor when nothing else does', () => {
    const { root, env } = seeded();
    expect(applySiteEnv(root, env, { adoptAddress: true })).toBeDefined();
    expect(env.WORDPRESS_GRAPHQL_URL).toBe(written.WORDPRESS_GRAPHQL_URL);
    expect(env.REVALIDATE_SECRET).toBe(written.REVALIDATE_SECRET);
  });

  it('keep one secret per data folder: the site’s own when set, else the one given before, else a new one', () => {
    expect(notificationSecret({ REVALIDATE_SECRET: ' set-in-env-local-0123 ' }, written)).toBe('set-in-env-local-0123');
    expect(notificationSecret({}, written)).toBe(written.REVALIDATE_SECRET);
    const made = notificationSecret({}, undefined);
    expect(made).toMatch(/^[0-9a-f]{48}$/);
    expect(notificationSecret({}, undefined)).not.toBe(made);
  });

  it('tell npm start when WordPress notifies another port than the site’s', () => {
    expect(portMismatch('http://127.0.0.1:3000/api/revalidate', 3000)).toBeUndefined();
    expect(portMismatch('http://127.0.0.1:3000/api/revalidate', 3005)).toMatch(/PORT=3005/);
    expect(portMismatch('https://www.example.com/api/revalidate', 3005)).toBeUndefined();
  });
});
