/**
 * The site's change webhook, seen as WordPress sees it: reachable at its address without a redirect, refusing an
 * unsigned notice, taking one signed with the site's REVALIDATE_SECRET. A `ping` notice refreshes nothing.
 * Whether WordPress is set up to send there lives in its wp-config.php, out of sight: the report prints the lines.
 */
import { post } from './http';
import { SIGNATURE_HEADER, signPayload, TIMESTAMP_HEADER } from '../../lib/cms/revalidate';
import type { Finding, WebhookTarget } from './types';

const TITLE = 'Change webhook';
const PING = JSON.stringify({ kind: 'ping' });

function configLines(url: string, target: WebhookTarget): string[] {
  const secret = target.secret && target.showSecret ? target.secret : "<the site's REVALIDATE_SECRET>";
  return [
    'Whether WordPress sends its notices there cannot be seen from outside: its wp-config.php must say',
    `  define( 'ALTITUDE_REVALIDATE_URL', '${url}' );`,
    `  define( 'ALTITUDE_REVALIDATE_SECRET', '${secret}' );`,
  ];
}

export async function checkWebhook(target: WebhookTarget, timeoutMs: number): Promise<Finding> {
  const url = target.url.replace(/\/+$/, '');
  const details = configLines(url, target);
  const finding = (status: Finding['status'], message: string, fix?: string): Finding => ({
    id: 'webhook',
    title: TITLE,
    status,
    message,
    ...(fix ? { fix } : {}),
    details,
  });
  const headers = { 'Content-Type': 'application/json' };

  const unsigned = await post(url, PING, headers, timeoutMs);
  if (unsigned.kind === 'unreachable') {
    return finding(
      'warning',
      `${url} did not answer (${unsigned.reason}): WordPress's change notices would be lost and pages refresh only every CMS_REVALIDATE_SECONDS`,
      'Start the site, or tell the doctor where it runs: --site https://www.example.com (or SITE_URL).',
    );
  }
  if (unsigned.status >= 300 && unsigned.status < 400) {
    const location = unsigned.headers.get('location');
    const to = location ? new URL(location, url).toString() : 'elsewhere';
    return finding(
      'problem',
      `${url} answers a notice with a redirect (HTTP ${unsigned.status} to ${to}): WordPress does not follow it with the notice`,
      `Use the address that answers directly: ALTITUDE_REVALIDATE_URL ${to.replace(/\/+$/, '')} in wp-config.php (and --site or SITE_URL here).`,
    );
  }
  if (unsigned.status === 503) {
    return finding(
      'problem',
      `${url} refuses every notice: the running site has no REVALIDATE_SECRET`,
      'Give the site a REVALIDATE_SECRET of at least 16 random characters (.env.local or its environment), restart it, and put the same value in wp-config.php.',
    );
  }
  if (unsigned.status !== 401) {
    return finding(
      'problem',
      `${url} answered HTTP ${unsigned.status} to an unsigned notice, where the site's webhook answers 401: it is not this site's webhook`,
      "Point the doctor at the site's address with --site (or SITE_URL); the webhook is /api/revalidate under it.",
    );
  }
  if (!target.secret) {
    return finding(
      'warning',
      `${url} refuses unsigned notices (401), but REVALIDATE_SECRET is not set here, so a signed one was not tried`,
      "Run the doctor with the site's environment (REVALIDATE_SECRET in .env.local or the environment).",
    );
  }

  const timestamp = String(Math.floor(Date.now() / 1000));
  const signed = await post(
    url,
    PING,
    { ...headers, [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signPayload(target.secret, timestamp, PING) },
    timeoutMs,
  );
  if (signed.kind === 'unreachable') {
    return finding(
      'problem',
      `${url} did not answer a signed notice: ${signed.reason}`,
      "Read the site's log for the error.",
    );
  }
  if (signed.status === 401) {
    return finding(
      'problem',
      `${url} refuses a notice signed with this REVALIDATE_SECRET: the running site has another one`,
      'Give the site, wp-config.php (ALTITUDE_REVALIDATE_SECRET) and the doctor the same REVALIDATE_SECRET, then restart the site.',
    );
  }
  // The signature is checked before the notice is read: 422 is a build that predates the ping, with the right secret.
  if (signed.status === 200 || signed.status === 422) {
    return finding('ok', `${url} refuses unsigned notices (401) and takes one signed with REVALIDATE_SECRET`);
  }
  return finding(
    'problem',
    `${url} answered HTTP ${signed.status} to a signed notice`,
    "Read the site's log for the error.",
  );
}
