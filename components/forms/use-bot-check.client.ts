'use client';

/**
 * The site's bot-check provider's token request, when the page has one. Until the provider exists on
 * the page, forms submit without a token and the server applies its own policy.
 */
export function useBotCheckRequest(): ((action: string) => Promise<string>) | undefined {
  return undefined;
}
