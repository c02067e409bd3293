import 'server-only';

import ipaddr from 'ipaddr.js';

// Which addresses an address a stranger typed may reach: the public internet only. ipaddr.js
// reads every spelling (127.1, 2130706433, 0x7f000001, 017700000001, [::ffff:127.0.0.1]) and
// names the special ranges; anything it does not call plain unicast is refused (loopback,
// private, link-local, CGNAT, multicast, broadcast, reserved, documentation, benchmarking), and
// of IPv6 only the global unicast block 2000::/3 is kept, which leaves out the IPv4-mapped,
// IPv4-compatible and translated forms as well as unique-local and site-local ones. The IPv6
// forms that carry an IPv4 address inside the global block (NAT64 64:ff9b::/96 lies outside it;
// 6to4 2002::/16, Teredo 2001::/32) are refused by their range names.

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}
