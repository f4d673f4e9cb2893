/** What the cluster tests and the cluster benchmark do as a visitor or as WordPress: plain HTTP. */
import { signPayload, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@/lib/cms/revalidate';

export interface Answer {
  status: number;
  body: string;
  headers: Headers;
}

export async function get(url: string, timeoutMs = 30_000): Promise<Answer> {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

/** The page's main heading (the hero headline), tags stripped. */
export function headline(html: string): string | undefined {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  return match?.[1]?.replace(/<[^>]+>/g, '').trim();
}

/** POSTs WordPress's change webhook, signed as the companion plugin signs it; a redirect is not followed. */
export async function sendWebhook(siteUrl: string, secret: string, payload: unknown): Promise<Answer> {
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(`${siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: signPayload(secret, timestamp, body),
    },
    body,
    redirect: 'manual',
  });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decode(match[1]!) : undefined;
}

/**
 * The controls of the page’s Gravity Form, filled the way a visitor without JavaScript would send them:
 * hidden fields as rendered (the server action's own fields included), visible fields with `marker` in them.
 */
export function fillForm(html: string, marker: string): [string, string][] {
  // The page's Gravity Form (the menu's search form comes first in the markup).
  const form = html.match(/<form\b[\s\S]*?<\/form>/gi)?.find((markup) => /^<form\b[^>]*\sdata-form-id=/i.test(markup));
  if (!form) throw new Error('the page has no form');
  const entries: [string, string][] = [];
  for (const tag of form.match(/<input\b[^>]*>/gi) ?? []) {
    const name = attribute(tag, 'name');
    const type = (attribute(tag, 'type') ?? 'text').toLowerCase();
    if (!name || ['submit', 'button', 'checkbox', 'radio'].includes(type)) continue;
    if (type === 'hidden') entries.push([name, attribute(tag, 'value') ?? '']);
    // The honeypot stays empty, as a person leaves it.
    else if (name === 'contact_me_by_fax_only') entries.push([name, '']);
    else if (type === 'email') entries.push([name, `${marker}@example.com`]);
    else if (type === 'tel') entries.push([name, '+1 407 555 0100']);
    else entries.push([name, name.endsWith('_first') ? 'Test' : marker]);
  }
  for (const select of form.match(/<select\b[\s\S]*?<\/select>/gi) ?? []) {
    const name = attribute(select, 'name');
    const option = [...select.matchAll(/<option\b[^>]*value="([^"]+)"/gi)][0]?.[1];
    if (name && option) entries.push([name, decode(option)]);
  }
  for (const textarea of form.match(/<textarea\b[^>]*>/gi) ?? []) {
    const name = attribute(textarea, 'name');
    if (name) entries.push([name, `Message ${marker}`]);
  }
  return entries;
}

/** Sends a filled form as a browser without JavaScript does (multipart POST to the page). */
export async function postForm(pageUrl: string, entries: [string, string][]): Promise<Answer> {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  const response = await fetch(pageUrl, {
    method: 'POST',
    body,
    // A browser names the page's origin; Next.js refuses server actions from elsewhere.
    headers: { Origin: new URL(pageUrl).origin },
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

export interface LoadResult {
  total: number;
  ok: number;
  failures: { status: number | string; count: number }[];
}

/** `concurrency` visitors requesting `urls` in turn until `durationMs` has passed; every answer counted. */
export async function load(urls: string[], concurrency: number, durationMs: number): Promise<LoadResult> {
  const deadline = Date.now() + durationMs;
  let total = 0;
  let ok = 0;
  const failures = new Map<number | string, number>();
  const visitor = async (offset: number) => {
    let next = offset;
    while (Date.now() < deadline) {
      const url = urls[next++ % urls.length]!;
      total += 1;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(20_000) });
        await response.arrayBuffer();
        if (response.status === 200) ok += 1;
        else failures.set(response.status, (failures.get(response.status) ?? 0) + 1);
      } catch (error) {
        const reason = error instanceof Error ? error.name : 'error';
        failures.set(reason, (failures.get(reason) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, index) => visitor(index)));
  return { total, ok, failures: [...failures].map(([status, count]) => ({ status, count })) };
}
