import { describe, expect, it } from 'vitest';
import { isRetryableRuntimeError } from './lighthouse';

describe('which Lighthouse failures a run retries', () => {
  it('retries the failures of its own recording, which Lighthouse says to run again', () => {
    expect(
      isRetryableRuntimeError({
        code: 'NO_NAVSTART',
        message:
          'Something went wrong with recording the trace over your page load. Please run Lighthouse again. (NO_NAVSTART)',
      }),
    ).toBe(true);
    expect(isRetryableRuntimeError({ code: 'NO_TRACING_STARTED', message: 'No tracing started' })).toBe(true);
    expect(isRetryableRuntimeError({ code: 'SOME_NEW_CODE', message: 'Please run Lighthouse again.' })).toBe(true);
  });

  it('does not retry what the page itself did', () => {
    expect(
      isRetryableRuntimeError({
        code: 'ERRORED_DOCUMENT_REQUEST',
        message: 'Lighthouse was unable to reliably load the page you requested. (Status code: 500)',
      }),
    ).toBe(false);
    expect(isRetryableRuntimeError({ code: 'NO_FCP', message: 'The page did not paint any content.' })).toBe(false);
  });
});
