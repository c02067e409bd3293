import 'server-only';

import { lookup } from 'node:dns/promises';

import ipaddr from 'ipaddr.js';

// A webhook must not let whoever holds the admin's password make the server call into its own
// network (the database, a cloud metadata endpoint): in production, an address that resolves to
// a private, loopback or link-local range is refused unless the admin allowed it.

export const PRIVATE_TARGET_MESSAGE =
  'This address is on a private or loopback network. Tick "Allow private network addresses" if the receiver runs inside your own network.';

export type TargetPolicy = { allowPrivate: boolean; production: boolean };

function isPublic(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
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
      : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return `The host ${host} could not be found.`;
  }
  return addresses.every(isPublic) ? null : PRIVATE_TARGET_MESSAGE;
}
