import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_KIT_DIR, missingPrerequisites, REPO_ROOT } from './kit';

describe('the WordPress kit', () => {
  it('says where it looked when the kit is absent, and how to point at it', () => {
    const problem = missingPrerequisites('/nowhere/wordpress-kit');
    expect(problem).toContain('The WordPress kit is not at /nowhere/wordpress-kit');
    expect(problem).toContain('WORDPRESS_KIT_DIR');
  });

  it('names every archive a kit folder lacks', () => {
    const empty = mkdtempSync(join(tmpdir(), 'altitude-kit-'));
    try {
      const problem = missingPrerequisites(empty) ?? '';
      for (const archive of [
        'wordpress-core-',
        'wp-graphql-',
        'wpgraphql-acf-',
        'secure-custom-fields-',
        'wp-graphql-jwt-authentication-',
      ]) {
        expect(problem).toContain(`has no ${archive}*.tar.xz archive`);
      }
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('finds nothing missing with the shared kit on a machine set up as .ci/run sets it up', () => {
    expect(missingPrerequisites(DEFAULT_KIT_DIR)).toBeUndefined();
  });

  it('npm run wordpress stops with that message and exit code 1 when the kit is absent', () => {
    const tsx = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
    const result = spawnSync(tsx, [join(REPO_ROOT, 'scripts', 'wordpress', 'cli.ts')], {
      encoding: 'utf8',
      env: { ...process.env, WORDPRESS_KIT_DIR: '/nowhere/wordpress-kit' },
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The WordPress kit is not at /nowhere/wordpress-kit');
  });
});
