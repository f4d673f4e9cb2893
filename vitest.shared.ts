import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/** How every Vitest config here resolves imports: `@/` is the repository root, `server-only` a no-op outside Next. */
export const resolve = {
  alias: [
    { find: /^@\//, replacement: `${root}` },
    { find: /^server-only$/, replacement: `${root}tests/support/empty-module.ts` },
  ],
};
