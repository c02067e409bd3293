import { describe, expect, it } from 'vitest';

import {
  clientAddress,
  clientAddressKey,
  clientNetwork,
  SOCKET_ADDRESS_HEADER,
  trustedProxies,
} from './client-address';

const headers = (socket: string | null, forwarded?: string) => {
  const h = new Headers();
  if (socket) h.set(SOCKET_ADDRESS_HEADER, socket);
  if (forwarded) h.set('x-forwarded-for', forwarded);
  return h;
};

describe('clientAddress', () => {
  it('takes the socket address and ignores X-Forwarded-For when no proxy is trusted', () => {
    const none = trustedProxies(undefined);
    expect(clientAddress(headers('203.0.113.9', '1.2.3.4'), none)).toBe('203.0.113.9');
    expect(clientAddress(headers('127.0.0.1', '1.2.3.4'), none)).toBe('127.0.0.1');
  });

  it('behind trusted proxies, takes the right-most entry that is not a trusted proxy', () => {
    const trust = trustedProxies('loopback, 10.0.0.0/8');
    // The client wrote "1.2.3.4" itself; the first proxy appended the real peer 198.51.100.7.
    expect(clientAddress(headers('127.0.0.1', '1.2.3.4, 198.51.100.7, 10.1.2.3'), trust)).toBe(
      '198.51.100.7',
    );
    expect(clientAddress(headers('127.0.0.1'), trust)).toBe('127.0.0.1');
    // A socket that is not a trusted proxy is the client, whatever it forwards.
    expect(clientAddress(headers('203.0.113.9', '1.2.3.4'), trust)).toBe('203.0.113.9');
  });

  it('answers "unknown" when the server did not stamp the socket address', () => {
    expect(clientAddress(headers(null, '1.2.3.4'), trustedProxies('loopback'))).toBe('unknown');
  });

  it('counts an IPv6 client as its /64, which one subscriber holds whole', () => {
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
    const none = trustedProxies(undefined);
    expect(clientAddressKey(headers('2001:db8:1:2::7'), none)).toBe(
      clientAddressKey(headers('2001:db8:1:2:ffff:ffff:ffff:ffff'), none),
    );
    expect(clientAddressKey(headers('2001:db8:1:3::7'), none)).not.toBe(
      clientAddressKey(headers('2001:db8:1:2::7'), none),
    );
  });
});
