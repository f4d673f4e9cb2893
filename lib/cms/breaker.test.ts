import { afterEach, describe, expect, it } from 'vitest';
import {
  admit,
  contentSystemState,
  initialState,
  installNetworkProbe,
  isFailing,
  noteFailedRead,
  record,
  releaseTrial,
  secondsUntilTrial,
  withNetworkProbe,
  type ContentSystemState,
} from './breaker';

const settings = { threshold: 5, cooldownMs: 30_000 };

/** Sends `count` requests at `now` that all come back unavailable. */
function failTimes(state: ContentSystemState, count: number, now: number) {
  for (let i = 0; i < count; i += 1) {
    expect(admit(state, settings, now)).toBe('send');
    record(state, settings, 'unavailable', now, 'could not reach the content system');
  }
}

/** A breaker opened by five failures at 0 whose first trial has just been let through, at 30 s. */
function inTrial(): ContentSystemState {
  const state = initialState();
  failTimes(state, 5, 0);
  expect(admit(state, settings, 30_000)).toBe('trial');
  return state;
}

describe('content system circuit breaker', () => {
  it('stays closed through fewer failures than the threshold, and a success resets the count', () => {
    const state = initialState();
    failTimes(state, 4, 1000);
    expect(state.phase).toBe('closed');
    record(state, settings, 'ok', 1001);
    expect(state.consecutiveFailures).toBe(0);
    failTimes(state, 4, 1002);
    expect(state.phase).toBe('closed');
    expect(admit(state, settings, 1003)).toBe('send');
  });

  it('opens after five consecutive unavailable answers and turns callers away until the cooldown is over', () => {
    const state = initialState();
    failTimes(state, 5, 10_000);
    expect(state.phase).toBe('open');
    expect(state.nextTrialAt).toBe(40_000);
    expect(admit(state, settings, 10_001)).toBe('reject');
    expect(admit(state, settings, 39_999)).toBe('reject');
    expect(secondsUntilTrial(state, 10_001, 7)).toBe(30);
    expect(secondsUntilTrial(state, 39_500, 7)).toBe(1);
  });

  it('lets exactly one trial through after the cooldown; its success closes the breaker', () => {
    const state = inTrial();
    expect(state.phase).toBe('half-open');
    expect(admit(state, settings, 30_001)).toBe('reject');
    expect(admit(state, settings, 35_000)).toBe('reject');
    record(state, settings, 'ok', 31_000);
    expect(state.phase).toBe('closed');
    expect(state.lastSuccessAt).toBe(31_000);
    expect(admit(state, settings, 31_001)).toBe('send');
  });

  it('reopens for another full cooldown when the trial fails', () => {
    const state = inTrial();
    record(state, settings, 'unavailable', 32_000, 'timed out');
    expect(state.phase).toBe('open');
    expect(state.nextTrialAt).toBe(62_000);
    expect(admit(state, settings, 61_999)).toBe('reject');
    expect(admit(state, settings, 62_000)).toBe('trial');
  });

  it('does not trip on GraphQL errors: a refusal proves the content system is answering', () => {
    const state = initialState();
    for (let i = 0; i < 20; i += 1) {
      expect(admit(state, settings, i)).toBe('send');
      record(state, settings, 'graphql-errors', i, 'refused');
    }
    expect(state.phase).toBe('closed');
    expect(state.lastFailure).toEqual({ at: 19, reason: 'refused' });
    failTimes(state, 4, 100);
    record(state, settings, 'graphql-errors', 101, 'refused');
    failTimes(state, 4, 102);
    expect(state.phase).toBe('closed');
  });

  it('keeps a query refused for a missing plugin off the outage record: WordPress is up, nothing failed to load', () => {
    const state = inTrial();
    record(state, settings, 'misconfigured', 30_010, 'refused');
    expect(state.phase).toBe('closed');
    expect(state.lastSuccessAt).toBeNull();
    expect(state.lastFailure).toEqual({ at: 0, reason: 'could not reach the content system' });
    expect(isFailing(state, 30_000)).toBe(false);
  });

  it('closes when a half-open trial is refused, since the system answered', () => {
    const state = inTrial();
    record(state, settings, 'graphql-errors', 30_010, 'refused');
    expect(state.phase).toBe('closed');
  });

  it('replaces a trial that never reported back after another cooldown', () => {
    const state = inTrial();
    expect(admit(state, settings, 59_999)).toBe('reject');
    expect(admit(state, settings, 60_000)).toBe('trial');
  });

  it('follows a configured threshold and cooldown', () => {
    const state = initialState();
    const custom = { threshold: 2, cooldownMs: 5000 };
    record(state, custom, 'unavailable', 0);
    expect(state.phase).toBe('closed');
    record(state, custom, 'unavailable', 1);
    expect(state.phase).toBe('open');
    expect(admit(state, custom, 5000)).toBe('reject');
    expect(admit(state, custom, 5001)).toBe('trial');
  });

  it('calls the content system failing while open, or when a read failed during the request being judged', () => {
    const state = initialState();
    expect(isFailing(state, 0)).toBe(false);
    noteFailedRead(state, 500, 'refused');
    expect(isFailing(state, 400)).toBe(true);
    expect(isFailing(state, 600)).toBe(false);
    failTimes(state, 5, 1000);
    expect(isFailing(state, 99_999)).toBe(true);
    expect(secondsUntilTrial(initialState(), 0, 10)).toBe(10);
  });

  it('keeps one record per process, shared by every copy of the module', async () => {
    const first = contentSystemState();
    const holder = globalThis as Record<symbol, unknown>;
    expect(holder[Symbol.for('altitude.content-system.state')]).toBe(first);
    expect(contentSystemState()).toBe(first);
  });
});

describe('telling network answers from data-cache answers', () => {
  const realFetch = globalThis.fetch;
  const PROBE = Symbol.for('altitude.content-system.network-probe');
  afterEach(() => {
    globalThis.fetch = realFetch;
    delete (globalThis as Record<symbol, unknown>)[PROBE];
  });

  /** A stand-in for Next's data cache wrapped around the probed fetch: keys it has seen are answered from memory. */
  function withCacheLayer() {
    let networkCalls = 0;
    globalThis.fetch = (async () => {
      networkCalls += 1;
      return new Response('{"data":{}}');
    }) as typeof fetch;
    installNetworkProbe();
    const probed = globalThis.fetch;
    const cache = new Set<string>();
    const cachedFetch = async (key: string) => {
      if (cache.has(key)) return new Response('{"data":{}}');
      cache.add(key);
      return probed(`http://cms.test/${key}`);
    };
    return { cachedFetch, networkCalls: () => networkCalls };
  }

  it('says nothing without the probe (development server, unit tests)', async () => {
    expect((await withNetworkProbe(async () => 1)).network).toBeUndefined();
  });

  it('marks a read that reached the network, and not one answered from the cache', async () => {
    const { cachedFetch, networkCalls } = withCacheLayer();
    expect((await withNetworkProbe(() => cachedFetch('shell'))).network).toBe(true);
    expect((await withNetworkProbe(() => cachedFetch('shell'))).network).toBe(false);
    expect(networkCalls()).toBe(1);
  });

  it('keeps an offline read (breaker open) off the network, even for a refresh that drops the caller’s signal', async () => {
    const { cachedFetch, networkCalls } = withCacheLayer();
    await cachedFetch('page');
    await expect(withNetworkProbe(() => cachedFetch('other'), { offline: true })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect((await withNetworkProbe(() => cachedFetch('page'), { offline: true })).network).toBe(false);
    expect(networkCalls()).toBe(1);
  });

  it('hands on a 200 with GraphQL errors or broken JSON as 203, which the data cache does not keep', async () => {
    const answers = [
      '{"data":{"page":{"id":"1"}}}',
      '{"errors":[{"message":"Internal server error"}]}',
      '{"data":{"pa',
    ];
    globalThis.fetch = (async () => new Response(answers.shift())) as typeof fetch;
    installNetworkProbe();
    const read = () => withNetworkProbe(() => globalThis.fetch('http://cms.test/graphql'));
    const [good, refused, broken] = [await read(), await read(), await read()];
    expect(good.value.status).toBe(200);
    expect(await good.value.json()).toEqual({ data: { page: { id: '1' } } });
    expect(refused.value.status).toBe(203);
    expect(await refused.value.text()).toContain('Internal server error');
    expect(broken.value.status).toBe(203);
  });

  it('gives a half-open trial back when the cache answered it, so the next caller tries', () => {
    const state = initialState();
    for (let i = 0; i < 5; i += 1) record(state, settings, 'unavailable', 0);
    expect(admit(state, settings, 30_000)).toBe('trial');
    releaseTrial(state);
    expect(state.phase).toBe('open');
    expect(admit(state, settings, 30_001)).toBe('trial');
  });
});
