import type { TestType } from '@playwright/test';

/**
 * A server the tests of one spec file share: started before its first test and stopped after its last, the
 * tests running in order (serial) since they share it. Returns the server itself, to be read inside tests and
 * hooks (before the first hook has run there is nothing to read yet).
 */
export function sharedBySpec<T extends { stop(): Promise<void> }, A extends object, W extends object>(
  test: TestType<A, W>,
  start: () => Promise<T>,
  startTimeoutMs: number,
): T {
  let started: T | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(startTimeoutMs);
    started = await start();
  });
  test.afterAll(async () => {
    await started?.stop();
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!started) throw new Error('The spec’s server was read before it started: read it inside a test or hook.');
      return Reflect.get(started, key) as unknown;
    },
  });
}
