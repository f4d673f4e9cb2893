/**
 * The Content Security Policy of a response, a page stage of the site server (server/pipeline.ts). A complete HTML
 * document gets the page policy, computed from the hashes of its final markup (after the server's rewrite of
 * it). Every other response with a body — RSC payloads (text/x-component) and files, which keep streaming — gets the strict non-document
 * policy, unless it carries its own (the image optimiser's for SVG).
 */
import type { ServerResponse } from 'node:http';
import { NON_DOCUMENT_POLICY, pagePolicy, type CspSources } from './csp';

const CSP_HEADER = 'Content-Security-Policy';

export interface DocumentPolicy {
  policy: string;
  /** Inline scripts the page carries that the policy refuses (they would not run). */
  refusedScripts: string[];
}

/** The policy of a finished HTML document; the base policy (no inline code runs) when it cannot be read. */
export function documentPolicy(html: string, sources: CspSources): DocumentPolicy {
  try {
    return pagePolicy(html, sources);
  } catch (error) {
    // Fail closed: without hashes the page's inline code does not run, but nothing else does either.
    console.error('csp: could not hash the page; it is sent with the base policy', error);
    return { policy: pagePolicy('', sources).policy, refusedScripts: [] };
  }
}

/** Sets a document's policy on its response. */
export function setDocumentPolicy(res: ServerResponse, { policy }: DocumentPolicy): void {
  res.setHeader(CSP_HEADER, policy);
}

/**
 * Sets the non-document policy on any other response that has a body and no policy of its own. A `304` (and a
 * HEAD answer) carries none: for a page, the browser would merge it into the cached page it belongs to.
 */
export function setNonDocumentPolicy(res: ServerResponse, method: string | undefined): void {
  const noBody = method === 'HEAD' || res.statusCode === 304 || res.statusCode === 204;
  if (noBody || res.hasHeader(CSP_HEADER)) return;
  if (isHtml(res.getHeader('content-type'))) return;
  res.setHeader(CSP_HEADER, NON_DOCUMENT_POLICY);
}

export function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^\s*text\/html\b/i.test(contentType);
}
