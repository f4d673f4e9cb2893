'use client';

/**
 * A bot-check token for an action, or `undefined` when the bot-check script is not available (blocked,
 * not configured, still loading). The server decides whether a missing token is acceptable.
 */
export async function safeToken(request: ((action: string) => Promise<string>) | undefined, action: string) {
  if (!request) return undefined;
  try {
    const token = await request(action);
    return token || undefined;
  } catch {
    // The provider throws until its script has loaded; the form still goes out without a token.
    return undefined;
  }
}
