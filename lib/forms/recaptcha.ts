export interface BotCheckSettings {
  secret: string;
  minScore: number;
  verifyUrl: string;
  timeoutMs?: number;
}

export type BotCheckResult = { ok: true; score: number | undefined } | { ok: false; reason: string };

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

/**
 * Asks the bot-check service whether a token is genuine, was made for this action and scores as a
 * person. Any failure to get an answer counts as not verified: the visitor can try again.
 */
export async function verifyBotCheck(
  token: string,
  action: string,
  remoteIp: string | undefined,
  settings: BotCheckSettings,
): Promise<BotCheckResult> {
  const body = new URLSearchParams({ secret: settings.secret, response: token });
  if (remoteIp && remoteIp !== 'unknown') body.set('remoteip', remoteIp);
  let answer: SiteVerifyAnswer;
  try {
    const response = await fetch(settings.verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(settings.timeoutMs ?? 5000),
      cache: 'no-store',
    });
    if (!response.ok) return { ok: false, reason: `verification answered HTTP ${response.status}` };
    answer = (await response.json()) as SiteVerifyAnswer;
  } catch (error) {
    return { ok: false, reason: `verification failed: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!answer.success)
    return { ok: false, reason: `token rejected (${(answer['error-codes'] ?? []).join(', ') || 'no reason'})` };
  if (answer.action !== undefined && answer.action !== action) {
    return { ok: false, reason: `token made for action ${answer.action}, not ${action}` };
  }
  if (typeof answer.score === 'number' && answer.score < settings.minScore) {
    return { ok: false, reason: `score ${answer.score} below ${settings.minScore}` };
  }
  return { ok: true, score: answer.score };
}

export function botCheckAction(formId: number): string {
  return `form_submit_${formId}`;
}
