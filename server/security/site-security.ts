/**
 * The site server's security layer (see docs/security.md): refuses request targets and page posts no browser
 * sends (server/security/request-guard.ts), first for every request, and gives each finished page its Content
 * Security Policy (server/security/csp-response.ts; a page stage of server/pipeline.ts). Static headers (HSTS,
 * nosniff, …) come from next.config.ts on every response, refusals included.
 */
import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { buildFolder } from '../../lib/env';
import { STATIC_ASSETS_PATH } from '../../lib/next-documented.mjs';
import { cspSourcesFromEnv, type CspSources } from './csp';
import { documentPolicy, type DocumentPolicy } from './csp-response';
import { STATIC_SECURITY_HEADERS } from './headers';
import {
  MAX_FORM_BYTES,
  refuseCrossOriginPost,
  refuseImageRequest,
  refuseMethod,
  refusePagePost,
  refuseRequestTarget,
  type Refusal,
} from './request-guard';

export interface SiteSecurityOptions {
  sources?: CspSources;
  /** The project folder (public/ and the build folder are found from it); default the working directory. */
  dir?: string;
  /** The build folder, relative to dir; default NEXT_DIST_DIR or .next. */
  distDir?: string;
  /** Where refused inline scripts are reported; default one warning per page address and script. */
  onRefusedScript?: (url: string, script: string) => void;
}

function answer(res: ServerResponse, refusal: Refusal, close: boolean): void {
  const body = JSON.stringify({ error: refusal.message });
  for (const { key, value } of STATIC_SECURITY_HEADERS) res.setHeader(key, value);
  res.writeHead(refusal.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    ...(close ? { Connection: 'close' } : {}),
    ...(refusal.allow ? { Allow: refusal.allow } : {}),
  });
  res.end(body);
}

/**
 * `refuse` answers requests no browser sends (true when it did), before Next.js; `pagePolicy` is the policy of
 * a finished page at `url`, whose refused inline scripts it reports.
 */
export function siteSecurity(options: SiteSecurityOptions = {}) {
  const sources = options.sources ?? cspSourcesFromEnv();
  const dir = resolve(options.dir ?? process.cwd());
  const distDir = options.distDir ?? buildFolder();
  /** A local picture the optimiser may read: a public file, or one of the build's own static files. */
  const localFileExists = (path: string) => {
    const file = path.startsWith(STATIC_ASSETS_PATH)
      ? join(dir, distDir, 'static', path.slice(STATIC_ASSETS_PATH.length))
      : join(dir, 'public', path);
    return existsSync(file) && statSync(file).isFile();
  };
  const reported = new Set<string>();
  const onRefusedScript =
    options.onRefusedScript ??
    ((url: string, script: string) => {
      const key = `${url}\n${script.slice(0, 200)}`;
      if (reported.has(key) || reported.size > 1000) return;
      reported.add(key);
      console.warn(`csp: ${url} carries an inline script the policy refuses: ${script.slice(0, 120)}`);
    });
  const refuse = (req: IncomingMessage, res: ServerResponse): boolean => {
    const refusal =
      refuseRequestTarget(req.url) ??
      refuseMethod(req.method, req.url) ??
      refuseCrossOriginPost(req.method, req.url, req.headers) ??
      refusePagePost(req.method, req.url, req.headers) ??
      refuseImageRequest(req.url, localFileExists);
    if (refusal) {
      // A body of unstated length or over the form limit is never read: the connection closes after the answer.
      // A smaller one (a cross-origin form post, a PUT) is let through to nowhere, so that the client, still
      // sending it, reads the answer rather than a reset connection.
      const length = req.headers['content-length'];
      const bounded =
        req.headers['transfer-encoding'] === undefined &&
        (length === undefined || (/^\d{1,15}$/.test(length) && Number(length) <= MAX_FORM_BYTES));
      answer(res, refusal, !bounded);
      req.resume();
      return true;
    }
    return false;
  };
  const pagePolicy = (url: string, html: string): DocumentPolicy => {
    const policy = documentPolicy(html, sources);
    for (const script of policy.refusedScripts) onRefusedScript(url, script);
    return policy;
  };
  return { refuse, pagePolicy };
}
