import 'server-only';

import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';

import { env } from '../env';

// Next.js gives route handlers no socket, and it only fills in X-Forwarded-For when a client sent
// none, so a client could name any address. The server stamps the socket's address on every
// request in this header (pipeline/index.ts), overwriting whatever a client sent under that name.
export const SOCKET_ADDRESS_HEADER = 'x-site-socket-address';

export type TrustProxy = (address: string, hop: number) => boolean;

/** A trust function for a comma-separated list of addresses, CIDR ranges or proxy-addr names. */
export function trustedProxies(list: string | undefined): TrustProxy {
  const entries = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return proxyaddr.compile(entries);
}

const configuredTrust = trustedProxies(env.TRUSTED_PROXIES);

/**
 * The client's address: the socket's, or, when the socket is a trusted proxy, the right-most
 * X-Forwarded-For entry that is not itself a trusted proxy (what proxy-addr computes).
 */
export function clientAddress(
  headers: Pick<Headers, 'get'>,
  trust: TrustProxy = configuredTrust,
): string {
  const socket = headers.get(SOCKET_ADDRESS_HEADER);
  if (!socket) return 'unknown';
  const forwarded = headers.get('x-forwarded-for');
  const request = {
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    connection: { remoteAddress: socket },
    socket: { remoteAddress: socket },
  };
  return proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], trust);
}

/**
 * The network a client counts as, for every per-address limit: an IPv4 address, or the /64 of an
 * IPv6 address, since one subscriber is handed a whole /64 and can write any address in it.
 */
export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}

/** The client's network (clientNetwork) as a rate-limit key: hashed, so no address is stored. */
export function clientAddressKey(headers: Pick<Headers, 'get'>, trust?: TrustProxy): string {
  return createHash('sha256')
    .update(clientNetwork(clientAddress(headers, trust)))
    .digest('hex')
    .slice(0, 32);
}

/** The headers of a request the pipeline holds, as clientAddress reads them. */
export function nodeHeaders(headers: IncomingHttpHeaders): Pick<Headers, 'get'> {
  return {
    get: (name) => {
      const value = headers[name.toLowerCase()];
      return (Array.isArray(value) ? value.join(', ') : value) ?? null;
    },
  };
}
