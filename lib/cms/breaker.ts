/**
 * The content system's circuit breaker and outage record, shared by every copy of this module in the
 * process (Next.js bundles route handlers, pages and instrumentation separately, and the site server in
 * `server/` reads the same record): the state is plain data on `globalThis`, the functions are pure over
 * it and take the time as an argument, so tests drive them with their own clock.
 *
 *   closed    ── `threshold` consecutive unavailable answers ──▶ open
 *   open      ── `cooldownMs` later, one caller is let through ──▶ half-open
 *   half-open ── the trial answers ──▶ closed; the trial is unavailable ──▶ open for another cooldown
 *
 * Only "unavailable" (not reached, timed out, 5xx/429, not GraphQL) counts against the content system.
 * An answer that refuses the operation (GraphQL validation or authorisation errors) proves it is up. A query
 * refused because the schema lacks what it asks for ("misconfigured": a plugin or ACF field group missing,
 * see ./configuration.ts) is not a failed read either: nothing a retry or an outage page would mend.
 */

import { AsyncLocalStorage } from 'node:async_hooks';
import { nextHasPatchedFetch } from '../next-internals.mjs';

type BreakerPhase = 'closed' | 'open' | 'half-open';

export interface BreakerSettings {
  /** Consecutive unavailable answers that open the breaker. */
  threshold: number;
  /** How long the breaker stays open before one trial request, in milliseconds. */
  cooldownMs: number;
}

export interface ContentSystemState {
  phase: BreakerPhase;
  consecutiveFailures: number;
  /** When the breaker last opened (ms since epoch). */
  openedAt: number | null;
  /** When an open breaker lets the next trial through (ms since epoch). */
  nextTrialAt: number | null;
  /** When the half-open trial was let through; a trial older than a cooldown is given up on. */
  trialStartedAt: number | null;
  /** The last content read that failed for any reason (unavailable, refused, or turned away while open). */
  lastFailure: { at: number; reason: string } | null;
  /** The last answer with data. */
  lastSuccessAt: number | null;
}

/** What a caller may do now: send as usual, send as the half-open trial, or fail at once. */
export type Admission = 'send' | 'trial' | 'reject';

/** The kinds of answer the breaker learns from (postGraphQL's result kinds, a schema refusal told apart). */
export type Outcome = 'ok' | 'graphql-errors' | 'misconfigured' | 'unavailable';

const KEY = Symbol.for('altitude.content-system.state');
const PROBE = Symbol.for('altitude.content-system.network-probe');

export function initialState(): ContentSystemState {
  return {
    phase: 'closed',
    consecutiveFailures: 0,
    openedAt: null,
    nextTrialAt: null,
    trialStartedAt: null,
    lastFailure: null,
    lastSuccessAt: null,
  };
}

/** The process-wide record (created on first use). */
export function contentSystemState(): ContentSystemState {
  const holder = globalThis as typeof globalThis & { [KEY]?: ContentSystemState };
  holder[KEY] ??= initialState();
  return holder[KEY];
}

/** Decides whether a request may go out now, moving an open breaker to half-open when its cooldown is over. */
export function admit(state: ContentSystemState, settings: BreakerSettings, now: number): Admission {
  if (state.phase === 'closed') return 'send';
  if (state.phase === 'open') {
    if (state.nextTrialAt !== null && now < state.nextTrialAt) return 'reject';
    state.phase = 'half-open';
    state.trialStartedAt = now;
    return 'trial';
  }
  // Half-open: one trial at a time. A trial that never reported back (it cannot outlive its own timeout,
  // but a caller may have been torn down) is replaced after a cooldown.
  if (state.trialStartedAt !== null && now - state.trialStartedAt < settings.cooldownMs) return 'reject';
  state.trialStartedAt = now;
  return 'trial';
}

/** Learns from one answer. */
export function record(
  state: ContentSystemState,
  settings: BreakerSettings,
  outcome: Outcome,
  now: number,
  reason: string = outcome,
): void {
  if (outcome === 'unavailable') {
    state.consecutiveFailures += 1;
    state.lastFailure = { at: now, reason };
    if (state.phase === 'half-open' || (state.phase === 'closed' && state.consecutiveFailures >= settings.threshold)) {
      state.phase = 'open';
      state.openedAt = now;
      state.nextTrialAt = now + settings.cooldownMs;
      state.trialStartedAt = null;
    }
    return;
  }
  // The content system answered: whatever it said about this operation, it is up.
  state.phase = 'closed';
  state.consecutiveFailures = 0;
  state.openedAt = null;
  state.nextTrialAt = null;
  state.trialStartedAt = null;
  if (outcome === 'ok') state.lastSuccessAt = now;
  else if (outcome === 'graphql-errors') state.lastFailure = { at: now, reason };
}

/** Notes a content read that failed, including one turned away by the open breaker without being sent. */
export function noteFailedRead(state: ContentSystemState, now: number, reason: string): void {
  state.lastFailure = { at: now, reason };
}

/**
 * True when the content system cannot be relied on right now: the breaker is not closed, or a read failed
 * at or after `since` (the start of the request being judged).
 */
export function isFailing(state: ContentSystemState, since: number): boolean {
  return state.phase !== 'closed' || (state.lastFailure !== null && state.lastFailure.at >= since);
}

/** Whole seconds until the breaker lets its next trial through; `fallback` when none is scheduled. */
export function secondsUntilTrial(state: ContentSystemState, now: number, fallback: number): number {
  if (state.phase === 'open' && state.nextTrialAt !== null)
    return Math.max(1, Math.ceil((state.nextTrialAt - now) / 1000));
  return fallback;
}

/** Releases a half-open trial that did not reach the content system, so the next caller can try. */
export function releaseTrial(state: ContentSystemState): void {
  if (state.phase !== 'half-open') return;
  state.phase = 'open';
  state.trialStartedAt = null;
}

/**
 * Telling a network answer from a data-cache answer. Next.js wraps `fetch` with its data cache and calls the
 * `fetch` it found at start-up for real requests; the site server installs a thin wrapper there
 * (`installNetworkProbe`, before Next.js loads) that marks the calling read as having gone over the network.
 * A read answered from the cache says nothing about the content system, so the breaker does not learn from
 * it. Without the wrapper (`next dev`, unit tests) every answer counts as a network answer.
 */
interface ProbeMark {
  network: boolean;
  /** Refuse to go over the network (the breaker is open): only the data cache may answer. */
  offline: boolean;
}

interface NetworkProbe {
  storage: AsyncLocalStorage<ProbeMark>;
  installed: boolean;
}

function networkProbe(): NetworkProbe {
  const holder = globalThis as typeof globalThis & { [PROBE]?: NetworkProbe };
  holder[PROBE] ??= { storage: new AsyncLocalStorage(), installed: false };
  return holder[PROBE];
}

/**
 * Wraps the process's `fetch` once; call before Next.js patches it (../next-internals.mjs, `FETCH_PATCHED_SYMBOL`).
 * Installed after that, the probe would sit outside Next's data cache and take cached answers for network ones.
 */
export function installNetworkProbe(): void {
  const probe = networkProbe();
  if (probe.installed) return;
  if (nextHasPatchedFetch()) {
    console.warn('content system: Next.js already wraps fetch; the circuit breaker cannot tell cached answers apart');
    return;
  }
  const original = globalThis.fetch;
  globalThis.fetch = async function probedFetch(...args: Parameters<typeof fetch>) {
    const read = probe.storage.getStore();
    if (read?.offline) {
      // Next.js refreshes a stale cache entry without the caller's signal; while open, it must not go out either.
      const error = new Error('not sent: the content system circuit breaker is open');
      error.name = 'AbortError';
      throw error;
    }
    if (!read) return original(...args);
    read.network = true;
    return keepUnusableAnswersOutOfCache(await original(...args));
  } as typeof fetch;
  probe.installed = true;
}

/**
 * Runs one read and says whether it reached the network: true, false (answered from the data cache), or
 * undefined when no probe is installed. `offline`: any attempt to reach the network fails at once.
 */
export async function withNetworkProbe<T>(
  read: () => Promise<T>,
  options: { offline?: boolean } = {},
): Promise<{ value: T; network: boolean | undefined }> {
  const probe = networkProbe();
  if (!probe.installed) return { value: await read(), network: undefined };
  const mark: ProbeMark = { network: false, offline: options.offline === true };
  const value = await probe.storage.run(mark, read);
  return { value, network: mark.network };
}

/**
 * Next.js stores every HTTP 200 answer in its data cache. A 200 that carries GraphQL `errors`, no data or no
 * JSON at all would then be served from the cache for the whole revalidation window after WordPress recovers;
 * such an answer is handed on as 203 instead (same body, so the caller classifies it as before), which Next
 * does not cache.
 */
async function keepUnusableAnswersOutOfCache(response: Response): Promise<Response> {
  if (response.status !== 200) return response;
  const body = await response.text();
  let usable = false;
  try {
    const json = JSON.parse(body) as { data?: unknown; errors?: unknown[] };
    usable = json.data !== undefined && json.data !== null && !json.errors?.length;
  } catch {
    usable = false;
  }
  return new Response(body, { status: usable ? 200 : 203, statusText: response.statusText, headers: response.headers });
}

/**
 * One deadline for every content read a visitor's request makes. The site server (server/pipeline.ts) opens a
 * scope around each request it hands to Next.js: every read made while rendering it shares one deadline (not a
 * timeout each), and once one read has found the content system unavailable, the others are not sent (a cached
 * answer still serves them). So a page WordPress cannot give answers its 503 within one timeout, however many
 * reads its render makes. Reads made after the answer has left (a background refresh of a stale page) are not
 * bound by it. Process-wide, like the breaker: the server and Next.js's bundles each load their own copy.
 */
export interface RequestReads {
  /** When the request's reads must have answered (ms since epoch). */
  deadline: number;
  /** Why an earlier read of this request found the content system unavailable. */
  failed: string | null;
  /** The answer has left: reads from now on are the background's. */
  done: boolean;
}

const READS = Symbol.for('altitude.content-system.request-reads');

function readsStorage(): AsyncLocalStorage<RequestReads> {
  const holder = globalThis as typeof globalThis & { [READS]?: AsyncLocalStorage<RequestReads> };
  holder[READS] ??= new AsyncLocalStorage();
  return holder[READS];
}

/** Runs `render` with one content-read deadline, `timeoutMs` from now; `finished()` ends it. */
export function withRequestDeadline<T>(timeoutMs: number, render: (reads: RequestReads) => T, now = Date.now()): T {
  const reads: RequestReads = { deadline: now + timeoutMs, failed: null, done: false };
  return readsStorage().run(reads, () => render(reads));
}

/** The current request's reads, while its answer is still being made. */
export function currentRequestReads(): RequestReads | undefined {
  const reads = readsStorage().getStore();
  return reads && !reads.done ? reads : undefined;
}

/** Runs `read` outside any request's deadline: a read no visitor waits for (the redirect map's background reload). */
export function outsideRequest<T>(read: () => T): T {
  return readsStorage().exit(read);
}
