import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxies, TrustedProxiesError } from './client-address';

describe('the visitor’s address', () => {
  const none = trustedProxies(undefined);
  const nginx = trustedProxies('loopback');
  const lb = trustedProxies('10.0.0.0/8, 192.168.1.5');

  it('is the connection’s when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', none)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.1', none)).toBe('127.0.0.1');
  });

  it('is the address a trusted proxy appended, never one the visitor wrote in front of it', () => {
    // nginx with `proxy_add_x_forwarded_for`: the visitor's own header, then the address nginx saw.
    expect(clientAddress('127.0.0.1', '1.2.3.4, 203.0.113.7', nginx)).toBe('203.0.113.7');
    expect(clientAddress('127.0.0.1', ['9.9.9.9', '203.0.113.7'], nginx)).toBe('203.0.113.7');
    // nginx with `$remote_addr`, as shipped.
    expect(clientAddress('127.0.0.1', '203.0.113.7', nginx)).toBe('203.0.113.7');
  });

  it('walks past every trusted hop from the right', () => {
    expect(clientAddress('10.1.2.3', '1.2.3.4, 203.0.113.7, 192.168.1.5, 10.9.9.9', lb)).toBe('203.0.113.7');
    // All trusted: the left-most one is as far as anyone can tell.
    expect(clientAddress('10.1.2.3', '10.0.0.2', lb)).toBe('10.0.0.2');
  });

  it('stops at an entry that is not an address', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.7, unknown', nginx)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', undefined, nginx)).toBe('127.0.0.1');
  });

  it('reads IPv6 hops', () => {
    expect(clientAddress('::1', '2001:db8::1', nginx)).toBe('2001:db8::1');
  });
});

describe('TRUSTED_PROXIES', () => {
  it.each(['nginx', '10.0.0.0/33', '10.0.0.0/8/1', '1.2.3', '::1/129'])('refuses %s', (value) => {
    expect(() => trustedProxies(value)).toThrow(TrustedProxiesError);
  });

  it('reads addresses, ranges and loopback', () => {
    const list = trustedProxies('loopback 10.0.0.0/8,2001:db8::/32');
    expect(list.check('127.0.0.9')).toBe(true);
    expect(list.check('::1', 'ipv6')).toBe(true);
    expect(list.check('10.200.0.1')).toBe(true);
    expect(list.check('2001:db8::5', 'ipv6')).toBe(true);
    expect(list.check('203.0.113.7')).toBe(false);
  });
});
