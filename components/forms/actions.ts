'use server';

import { headers } from 'next/headers';
import { clientKey } from '@/lib/forms/rate-limit';
import { submitDependencies } from '@/lib/forms/runtime';
import type { FormState } from '@/lib/forms/state';
import { handleSubmission } from '@/lib/forms/submit';
import { noteRateLimited } from '@/lib/site-server-bridge';

/**
 * The form's server action: the browser posts here (with or without JavaScript), never to WordPress.
 * Answers a state for the renderer; visitor-facing problems are values, not exceptions.
 */
export async function submitFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  const client = clientKey(await headers());
  const attempt = previous.status === 'error' ? previous.attempt : 0;
  try {
    // Refused by the rate limit: the site server answers 429 with Retry-After, the form keeping what was typed.
    const deps = { ...submitDependencies(), onRateLimited: noteRateLimited };
    return await handleSubmission(formData.entries(), client, deps, attempt);
  } catch (error) {
    // Only a broken outbox lands here (disk full, unreadable file): say so plainly rather than pretend.
    console.error('forms: submission could not be stored:', error);
    return {
      status: 'error',
      errors: {},
      message: 'We could not take your message just now. Please try again in a few minutes or call us.',
      values: {},
      attempt: attempt + 1,
    };
  }
}
