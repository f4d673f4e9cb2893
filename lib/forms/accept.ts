import { retryDelay } from './backoff';
import type { Deliver, Submission } from './deliver';
import type { Outbox } from './outbox';

/** How long a row stays out of the worker's reach while someone is sending it. */
export const DELIVERY_LEASE_MS = 60_000;

export type AcceptOutcome =
  | { kind: 'delivered'; confirmation: string | null }
  /** Stored durably; the worker sends it when WordPress is back (or a person looks at it). */
  | { kind: 'queued' }
  /** Gravity Forms refused the values while the visitor is still on the page; nothing is kept. */
  | { kind: 'rejected'; errors: { id: number; message: string }[] };

export interface AcceptOptions {
  outbox: Outbox;
  deliver: Deliver;
  retryBaseMs: number;
  retryMaxMs: number;
  now?: () => number;
}

/**
 * Writes the submission to the outbox first, then tries WordPress once. The visitor is told "received"
 * whenever the row is safely stored, whatever WordPress does next. A repeat of a stored key (a double
 * click, a reloaded POST) reports the stored outcome and sends nothing.
 */
export async function acceptSubmission(submission: Submission, options: AcceptOptions): Promise<AcceptOutcome> {
  const now = options.now ?? Date.now;
  const { outbox } = options;
  const { inserted, entry } = outbox.enqueue({ ...submission, now: now(), holdMs: DELIVERY_LEASE_MS });
  if (!inserted) {
    return entry.status === 'delivered' ? { kind: 'delivered', confirmation: entry.confirmation } : { kind: 'queued' };
  }

  let result;
  try {
    result = await options.deliver(submission);
  } catch (error) {
    result = { kind: 'unavailable' as const, reason: error instanceof Error ? error.message : String(error) };
  }

  switch (result.kind) {
    case 'accepted':
      outbox.markDelivered(submission.key, now(), result.confirmation);
      return { kind: 'delivered', confirmation: result.confirmation };
    case 'rejected':
      outbox.remove(submission.key);
      return { kind: 'rejected', errors: result.errors };
    case 'refused':
      outbox.markRefused(submission.key, 'failed', result.reason, null);
      console.error(
        `forms: WordPress refused submission ${submission.key} of form ${submission.formId}: ${result.reason}`,
      );
      return { kind: 'queued' };
    case 'unavailable':
      outbox.scheduleRetry(
        submission.key,
        now() + retryDelay(1, options.retryBaseMs, options.retryMaxMs),
        result.reason,
      );
      console.warn(`forms: WordPress unavailable, submission ${submission.key} queued: ${result.reason}`);
      return { kind: 'queued' };
  }
}
