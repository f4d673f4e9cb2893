/** A path on this site (`/about-us/`), never another host (`//evil.example`, `/\evil.example`) or a scheme. */
function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 2000;
}

/**
 * `value` as a `Location` header when it is a path on this site: percent-encoded as a URL (`/日本/` →
 * `/%E6%97%A5%E6%9C%AC/`), since a header carries bytes, not text. Otherwise undefined.
 */
export function sitePathLocation(value: string | null): string | undefined {
  if (value === null || !isSitePath(value)) return undefined;
  const url = new URL(value, 'http://site.invalid');
  if (url.origin !== 'http://site.invalid') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
