import { deliverSubmission } from './deliver';
import { openOutbox } from './outbox';
import { formSettings } from './settings';
import { OutboxWorker } from './worker';

const store = globalThis as typeof globalThis & { __altitudeOutboxWorker?: OutboxWorker };

/** Starts this process's outbox worker once; later calls return the running one. */
export function startOutboxWorker(): OutboxWorker {
  if (store.__altitudeOutboxWorker) return store.__altitudeOutboxWorker;
  const settings = formSettings();
  const worker = new OutboxWorker({
    outbox: openOutbox(settings.outboxDb),
    deliver: deliverSubmission,
    pollMs: settings.outboxPollMs,
    retryBaseMs: settings.retryBaseMs,
    retryMaxMs: settings.retryMaxMs,
    keepDeliveredMs: settings.keepDeliveredMs,
  });
  store.__altitudeOutboxWorker = worker;
  worker.start();
  console.info(`forms outbox: worker started on ${settings.outboxDb} (every ${settings.outboxPollMs} ms)`);
  return worker;
}
