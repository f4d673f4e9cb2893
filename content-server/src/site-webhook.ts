/**
 * Tells the site what changed, as the WordPress companion plugin does: a JSON notice POSTed to the site's
 * /api/revalidate, signed `X-Altitude-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">` with the
 * shared secret. Sending never holds up the change that caused it; a failed notice is retried with back-off
 * (re-signed each time, so a late retry is not refused as stale) and logged when it finally fails. Like the
 * plugin, it never follows a redirect: the site must answer at the webhook address itself.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { ContentChange } from './graphql/update-content';

export interface SiteWebhookOptions {
  /** The site's webhook, e.g. http://127.0.0.1:3000/api/revalidate. */
  url: string;
  /** The site's REVALIDATE_SECRET. */
  secret: string;
  /** Tries per notice (default 4). */
  attempts?: number;
  /** Wait before the first retry, doubled for each further one (default 500 ms). */
  retryDelayMs?: number;
  /** One try's time limit (default 5 s). */
  timeoutMs?: number;
  log?: Pick<Console, 'warn' | 'error'>;
}

export interface WebhookStats {
  sent: number;
  failed: number;
  pending: number;
}

/** The signature the site checks, exactly as the plugin's `altitude_sign` makes it. */
function signNotice(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class SiteWebhook {
  private readonly inFlight = new Set<Promise<void>>();
  private sent = 0;
  private failed = 0;

  constructor(private readonly options: SiteWebhookOptions) {}

  /** Sends a notice in the background and returns at once. */
  notify(change: ContentChange): void {
    const delivery = this.deliver(change).finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  /** Resolves once every notice sent so far has been delivered or given up. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  stats(): WebhookStats {
    return { sent: this.sent, failed: this.failed, pending: this.inFlight.size };
  }

  private async deliver(change: ContentChange): Promise<void> {
    const { url, secret, attempts = 4, retryDelayMs = 500, timeoutMs = 5000, log = console } = this.options;
    // Each notice names itself: the site refuses a signed notice it has already taken (a replay), and two changes
    // announced alike within one second are two notices.
    const body = JSON.stringify({ ...change, notice: randomUUID() });
    let problem = '';
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const timestamp = String(Math.floor(Date.now() / 1000));
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Altitude-Timestamp': timestamp,
            'X-Altitude-Signature': signNotice(secret, timestamp, body),
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
          // The plugin sends without reading the answer, so a redirect loses its notice; these do not follow one
          // either, and a webhook address that redirects fails here as it would from WordPress.
          redirect: 'manual',
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) {
          this.sent += 1;
          return;
        }
        problem = `answered HTTP ${response.status}`;
        if (response.status >= 300 && response.status < 400) {
          problem += ` (a redirect to ${response.headers.get('location') ?? 'nowhere'}, not followed)`;
          break;
        }
        // The site refused the notice itself (signature, shape): sending it again cannot help.
        if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429)
          break;
      } catch (error) {
        problem = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
      if (attempt < attempts) {
        log.warn(`content server: change notice to ${url} ${problem}; retrying (${attempt}/${attempts})`);
        await sleep(retryDelayMs * 2 ** (attempt - 1));
      }
    }
    this.failed += 1;
    log.error(
      `content server: change notice ${body} to ${url} failed (${problem}); the site refreshes it on its own schedule`,
    );
  }
}
