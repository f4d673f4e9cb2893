/**
 * Which address a request comes from, for the per-visitor limits (forms, entry passwords). `X-Forwarded-For` is
 * believed only as far as it was written by a proxy the operator named in **`TRUSTED_PROXIES`**: read from the
 * right (each proxy appends the address it was called from), the first address that is not a trusted proxy is
 * the visitor. Whatever a visitor writes into the header themselves sits left of that and is never read.
 *
 * `TRUSTED_PROXIES` is a space- or comma-separated list of addresses and CIDR ranges (`127.0.0.1`, `10.0.0.0/8`,
 * `::1`), or `loopback` for 127.0.0.0/8 and ::1 (the shipped deploy/nginx.conf on the same host). Unset, no
 * proxy is trusted and the connection's own address is the visitor's.
 */
import { BlockList, isIP } from 'node:net';

export class TrustedProxiesError extends Error {}

/** Parses `TRUSTED_PROXIES`; throws TrustedProxiesError naming an entry that is not an address or range. */
export function trustedProxies(setting: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (setting ?? '').split(/[\s,]+/).filter(Boolean)) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const max = family === 4 ? 32 : 128;
    if (
      family === 0 ||
      extra !== undefined ||
      (prefix !== undefined && (!/^\d{1,3}$/.test(bits ?? '') || prefix > max))
    ) {
      throw new TrustedProxiesError(
        `TRUSTED_PROXIES: "${entry}" is not an address or range such as 127.0.0.1, 10.0.0.0/8 or loopback`,
      );
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return list;
}

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) as `127.0.0.1`. */
function plain(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

function isTrusted(address: string, trusted: BlockList): boolean {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The visitor's address: the connection's, or, when that is a trusted proxy, the right-most address of
 * `X-Forwarded-For` that is not one (an entry that is not an address ends the walk there).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: BlockList,
): string {
  let client = plain(socketAddress ?? '') || 'unknown';
  if (!isTrusted(client, trusted)) return client;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',');
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = plain(hops[index] ?? '');
    if (!hop) continue;
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!isTrusted(hop, trusted)) return client;
  }
  return client;
}
