import { DELIVERY_LEASE_MS } from './accept';
import { retryDelay } from './backoff';
import type { Deliver } from './deliver';
import type { Outbox } from './outbox';

export interface WorkerOptions {
  outbox: Outbox;
  deliver: Deliver;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  batchSize?: number;
  /** How long delivered rows are kept (they hold visitors' details); refused and pending rows stay. */
  keepDeliveredMs?: number;
  now?: () => number;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
}

/**
 * Sends what the outbox holds until WordPress accepts it: due rows are leased, sent one by one, and
 * either marked delivered, kept as refused, or scheduled again with a growing delay.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private lastPrune = 0;

  constructor(private readonly options: WorkerOptions) {}

  start() {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.options.pollMs);
    this.timer.unref();
    void this.tick();
  }

  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One pass over the due rows; overlapping calls share the pass in progress. Returns rows attempted. */
  tick(): Promise<number> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<number> {
    const { outbox, deliver, batchSize = 25 } = this.options;
    const now = this.options.now ?? Date.now;
    const log = this.options.log ?? console;
    if (now() - this.lastPrune > 60 * 60_000) {
      this.lastPrune = now();
      outbox.pruneDelivered(now() - (this.options.keepDeliveredMs ?? 30 * 24 * 60 * 60_000));
    }
    let attempted = 0;
    for (;;) {
      const due = outbox.claimDue(now(), batchSize, DELIVERY_LEASE_MS);
      if (!due.length) return attempted;
      for (const entry of due) {
        attempted += 1;
        let result;
        try {
          result = await deliver(entry);
        } catch (error) {
          result = { kind: 'unavailable' as const, reason: error instanceof Error ? error.message : String(error) };
        }
        if (result.kind === 'accepted') {
          outbox.markDelivered(entry.key, now(), result.confirmation);
          log.info(`forms outbox: delivered ${entry.key} (form ${entry.formId}) after ${entry.attempts + 1} attempts`);
        } else if (result.kind === 'rejected') {
          const reason = result.errors.map((error) => `field ${error.id}: ${error.message}`).join('; ');
          outbox.markRefused(entry.key, 'rejected', reason, result.errors);
          log.error(`forms outbox: WordPress rejected queued ${entry.key} (form ${entry.formId}); kept: ${reason}`);
        } else if (result.kind === 'refused') {
          outbox.markRefused(entry.key, 'failed', result.reason, null);
          log.error(
            `forms outbox: WordPress refused queued ${entry.key} (form ${entry.formId}); kept: ${result.reason}`,
          );
        } else {
          const delay = retryDelay(entry.attempts + 1, this.options.retryBaseMs, this.options.retryMaxMs);
          outbox.scheduleRetry(entry.key, now() + delay, result.reason);
          // While WordPress is down the rest of the batch would fail the same way: it waits as long.
          const rest = due.slice(due.indexOf(entry) + 1).map((other) => other.key);
          outbox.release(rest, now() + delay);
          return attempted;
        }
      }
    }
  }
}
