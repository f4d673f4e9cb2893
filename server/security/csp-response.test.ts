import { ServerResponse, type IncomingMessage } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { cspHash, NON_DOCUMENT_POLICY, pagePolicy } from './csp';
import { documentPolicy, setDocumentPolicy, setNonDocumentPolicy } from './csp-response';

// How the whole server applies these (held pages, streaming answers, 304s): server/pipeline.test.ts.

const SCRIPT = 'self.__next_f.push([1,"hello"])';
const PAGE = `<!DOCTYPE html><html><body><div style="--x:1">x</div><script>${SCRIPT}</script><script>alert(1)</script></body></html>`;
const sources = { contentOrigins: ['https://cms.example.com'] };

function response(status = 200, headers: Record<string, string> = {}): ServerResponse {
  const res = new ServerResponse({ method: 'GET' } as IncomingMessage);
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  return res;
}

describe('the policy on responses', () => {
  it('a page’s policy admits the hashes of its own inline code, and names the scripts it refuses', () => {
    const { policy, refusedScripts } = documentPolicy(PAGE, sources);
    expect(policy).toContain(cspHash(SCRIPT));
    expect(policy).not.toContain(cspHash('alert(1)'));
    expect(policy).toContain(`style-src-attr 'unsafe-inline'`);
    expect(refusedScripts).toEqual(['alert(1)']);
    const res = response();
    setDocumentPolicy(res, documentPolicy(PAGE, sources));
    expect(res.getHeader('content-security-policy')).toBe(policy);
  });

  it('every other response with a body gets the non-document policy, unless it has its own', () => {
    const rsc = response(200, { 'content-type': 'text/x-component' });
    setNonDocumentPolicy(rsc, 'GET');
    expect(rsc.getHeader('content-security-policy')).toBe(NON_DOCUMENT_POLICY);
    const svg = response(200, { 'content-type': 'image/svg+xml', 'content-security-policy': "script-src 'none'" });
    setNonDocumentPolicy(svg, 'GET');
    expect(svg.getHeader('content-security-policy')).toBe("script-src 'none'");
  });

  it('a 304 or a HEAD answer carries no policy, so the cached page keeps its own', () => {
    for (const [status, method] of [
      [304, 'GET'],
      [200, 'HEAD'],
    ] as const) {
      const res = response(status, { 'content-type': 'text/html' });
      setNonDocumentPolicy(res, method);
      expect(res.getHeader('content-security-policy')).toBeUndefined();
    }
  });

  it('a page that cannot be read gets the base policy: none of its inline code runs', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = documentPolicy(Symbol('not a page') as unknown as string, sources);
    expect(failing.policy).toBe(pagePolicy('', sources).policy);
    expect(failing.refusedScripts).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
