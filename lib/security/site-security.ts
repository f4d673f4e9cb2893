/**
 * The production server's security layer, called first for every request (see docs/security.md):
 * refuses request targets and page posts no browser sends (lib/security/request-guard.ts), then arranges
 * for the response to carry its Content Security Policy (lib/security/csp-response.ts). Static headers
 * (HSTS, nosniff, …) come from next.config.ts on every response, refusals included.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cspSourcesFromEnv, type CspSources } from './csp';
import { withContentSecurityPolicy } from './csp-response';
import { STATIC_SECURITY_HEADERS } from './headers';
import { refusePagePost, refuseRequestTarget, type Refusal } from './request-guard';

export interface SiteSecurityOptions {
  sources?: CspSources;
  /** Where refused inline scripts are reported; default one warning per page address and script. */
  onRefusedScript?: (url: string, script: string) => void;
}

function answer(res: ServerResponse, refusal: Refusal): void {
  const body = JSON.stringify({ error: refusal.message });
  for (const { key, value } of STATIC_SECURITY_HEADERS) res.setHeader(key, value);
  res.writeHead(refusal.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    Connection: 'close',
  });
  res.end(body);
}

/** Returns a handler to call before Next.js: true when it answered the request itself. */
export function siteSecurity(options: SiteSecurityOptions = {}) {
  const sources = options.sources ?? cspSourcesFromEnv();
  const reported = new Set<string>();
  const onRefusedScript =
    options.onRefusedScript ??
    ((url: string, script: string) => {
      const key = `${url}\n${script.slice(0, 200)}`;
      if (reported.has(key) || reported.size > 1000) return;
      reported.add(key);
      console.warn(`csp: ${url} carries an inline script the policy refuses: ${script.slice(0, 120)}`);
    });
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const refusal = refuseRequestTarget(req.url) ?? refusePagePost(req.method, req.url, req.headers);
    if (refusal) {
      // Whatever body was sent is not read; the connection closes after the answer.
      answer(res, refusal);
      req.resume();
      return true;
    }
    withContentSecurityPolicy(req, res, { sources, onRefusedScript });
    return false;
  };
}
