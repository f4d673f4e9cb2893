import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // The app reaches the site server only through lib/site-server-bridge.ts.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx,mjs}'],
    // Tests are never bundled: the contract test of lib/next-internals.mjs checks the server code that relies on it.
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/server/|(\\.\\./)+server/)',
              message: 'Use lib/site-server-bridge.ts: the app never imports server/.',
            },
          ],
        },
      ],
    },
  },
  ...[
    // What scripts, benchmarks and tests start lives in harness/: scripts and benchmarks stay out of tests/, tests
    // and benchmarks out of scripts/ (a CLI a test runs is started by path), harness/ out of all three.
    { files: ['scripts/**/*.ts'], folders: ['tests'] },
    { files: ['tests/**/*.ts'], folders: ['scripts'] },
    { files: ['bench/**/*.ts'], folders: ['tests', 'scripts'] },
    { files: ['harness/**/*.ts'], folders: ['tests', 'scripts', 'bench'] },
  ].map(({ files, folders }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(@/|(\\.\\./)+)(${folders.join('|')})/`,
              message: 'Shared machinery belongs in harness/.',
            },
          ],
        },
      ],
    },
  })),
  {
    // The machine room stays a tree: no module imports one that imports it back.
    files: ['server/**/*.{ts,mjs}'],
    rules: { 'import/no-cycle': 'error' },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'out/**',
      'coverage/**',
      'node_modules/**',
      '.data/**',
      'next-env.d.ts',
      'playwright-report/**',
      'test-results/**',
      'bench/results/**',
    ],
  },
];

export default config;
