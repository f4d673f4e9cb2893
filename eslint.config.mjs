import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', 'out/**', 'coverage/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'bench/results/**'],
  },
];

export default config;
