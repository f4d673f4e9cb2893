'use client';

import { useExecuteRecaptcha } from '@/lib/providers/bot-check.client';

/**
 * The page's bot-check token request (from the provider every page sits in), or `undefined` outside one.
 * A request before the script has loaded throws; the form treats that as "no token" and the server applies
 * its own policy, so a visitor whose browser blocks the script can still send a form.
 */
export function useBotCheckRequest(): ((action: string) => Promise<string>) | undefined {
  return useExecuteRecaptcha();
}
