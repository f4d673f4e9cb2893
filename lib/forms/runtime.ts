import 'server-only';
import { getForm } from '@/lib/cms/forms';
import { env } from '@/lib/env';
import { deliverSubmission } from './deliver';
import { openOutbox } from './outbox';
import { RateLimiter } from './rate-limit';
import { formSettings } from './settings';
import type { SubmitDependencies } from './submit';

// Kept on globalThis: Next.js may load this module more than once per process (one copy per bundle layer).
const store = globalThis as typeof globalThis & { __altitudeFormLimiter?: RateLimiter };

/** The live dependencies of a submission in this server process. */
export function submitDependencies(): SubmitDependencies {
  const settings = formSettings();
  if (!store.__altitudeFormLimiter) {
    // With REDIS_URL every instance counts in the same Redis, so a visitor has one allowance, not one per instance.
    const { redisUrl, redisKeyPrefix, redisCommandTimeoutMs } = env();
    store.__altitudeFormLimiter = new RateLimiter(settings.rateLimit, settings.rateWindowMs, {
      redisUrl,
      keyPrefix: redisKeyPrefix,
      commandTimeoutMs: redisCommandTimeoutMs,
    });
  }
  return {
    getForm,
    settings,
    limiter: store.__altitudeFormLimiter,
    outbox: openOutbox(settings.outboxDb),
    deliver: deliverSubmission,
  };
}
