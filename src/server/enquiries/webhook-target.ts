import 'server-only';

import dns from 'node:dns';
import type { LookupFunction } from 'node:net';

import ipaddr from 'ipaddr.js';

// A webhook must not let whoever holds the admin's password make the server call into its own
// network (the database, a cloud metadata endpoint): in production, an address that resolves to
// a private, loopback or link-local range is refused unless the admin allowed it.

export const PRIVATE_TARGET_MESSAGE =
  'This address is on a private or loopback network. Tick "Allow private network addresses" if the receiver runs inside your own network.';

export type TargetPolicy = { allowPrivate: boolean; production: boolean };

/** IPv6's global unicast block: anything outside it (IPv4-compatible ::a.b.c.d included) is not. */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

function isPublic(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === 'ipv6' && !(parsed as ipaddr.IPv6).match(GLOBAL_UNICAST)) return false;
  return parsed.range() === 'unicast';
}

/** Why the URL may not be called, or null when it may. */
export async function refusedWebhookTarget(
  url: string,
  policy: TargetPolicy,
): Promise<string | null> {
  if (!policy.production || policy.allowPrivate) return null;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host)
      ? [host]
      : (await dns.promises.lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return `The host ${host} could not be found.`;
  }
  return addresses.every(isPublic) ? null : PRIVATE_TARGET_MESSAGE;
}

/**
 * The DNS lookup the delivery connects with: the addresses are checked again as the connection is
 * made, so a host that answered a public address on save cannot answer a private one later
 * (DNS rebinding).
 */
export function guardedLookup(policy: TargetPolicy): LookupFunction {
  const checked = policy.production && !policy.allowPrivate;
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (checked && !addresses.every((a) => isPublic(a.address)))
        return callback(new Error(PRIVATE_TARGET_MESSAGE), '', 0);
      if (options.all)
        return (callback as (e: null, all: dns.LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      return callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
}
