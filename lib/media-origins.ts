/**
 * Pictures on hosts other than the content system (a media CDN, the domain a site had before, another site an
 * editor linked). The content system's own uploads are the site's `/wp-content/uploads/…` (lib/uploads) and
 * need none of this. The hosts of MEDIA_ORIGINS are the image optimiser's remote patterns (next.config.ts):
 * their pictures are served optimised, like uploads, and every page's policy allows them. A picture on any
 * other host is shown as it is, and the policy of the page that carries it allows its origin
 * (server/security/csp.ts).
 */

/**
 * Hosts the image optimiser never fetches from: Next.js refuses loopback and private addresses
 * (`images.dangerouslyAllowLocalIP` is off), so their pictures are shown as they are. Only names and
 * literal addresses can be told here; a public name that resolves to a private address is the doctor's to find.
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host === '::') return true;
  if (/^(?:fc|fd|fe80)[0-9a-f]*:/.test(host)) return true;
  const octets = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (!octets) return false;
  const [a, b] = [Number(octets[1]), Number(octets[2])];
  return (
    a === 127 ||
    a === 10 ||
    a === 0 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}

/** The origins of MEDIA_ORIGINS whose pictures the optimiser serves: all but loopback and private hosts. */
export function optimisedOrigins(origins: readonly string[]): string[] {
  return origins.filter((origin) => !isLocalHost(new URL(origin).hostname));
}

/** The optimiser's remote patterns for those origins: any path on exactly that scheme, host and port. */
export function remotePatterns(origins: readonly string[]) {
  return optimisedOrigins(origins).map((origin) => {
    const url = new URL(origin);
    return {
      protocol: url.protocol.slice(0, -1) as 'http' | 'https',
      hostname: url.hostname,
      port: url.port,
      pathname: '/**',
    };
  });
}

/** The origin of an absolute http(s) URL; undefined for anything else (a path, data:, a malformed URL). */
export function httpOrigin(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url.trim())) return undefined;
  try {
    const origin = new URL(url.trim()).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** A picture the optimiser serves: on one of `optimised` (optimisedOrigins), and not an SVG. */
export function isOptimisedRemote(url: string, optimised: readonly string[]): boolean {
  const origin = httpOrigin(url);
  return origin !== undefined && optimised.includes(origin) && !/\.svg$/i.test(new URL(url.trim()).pathname);
}
