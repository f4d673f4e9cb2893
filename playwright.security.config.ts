import { defineConfig } from '@playwright/test';
import base, { SECURITY_SPECS } from './playwright.config';

/**
 * `npm run test:security` (scripts/test-security.ts): the hostile-request checks, the XSS corpora, the Content
 * Security Policy and secrets (tests/e2e/security-*.spec.ts, tests/e2e/secrets.spec.ts, tests/security/**\/*.spec.ts)
 * against the site the main browser suite starts (its webServer, ports and content database), once, on desktop:
 * nothing here depends on the viewport.
 */
const desktop = base.projects!.find((project) => project.name === 'desktop')!;

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: [...SECURITY_SPECS.map((glob) => `tests/e2e/${glob.replace('**/', '')}`), 'tests/security/**/*.spec.ts'],
  testIgnore: ['node_modules/**'],
  projects: [{ name: 'desktop', use: desktop.use }],
});
