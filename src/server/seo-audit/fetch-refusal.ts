import 'server-only';

import ipaddr from 'ipaddr.js';

import { isPublicAddress } from './public-address';

// Why the audit's fetcher did not read an address, in words a prospect reads in their report.

export type RefusalReason =
  | 'not-an-address'
  | 'scheme'
  | 'port'
  | 'credentials'
  | 'not-public'
  | 'dns'
  | 'timeout'
  | 'too-large'
  | 'redirects'
  | 'network';

export class FetchRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'FetchRefusal';
  }
}

export type TargetRules = {
  /** Private addresses and any port too (the tests' setting). */
  allowPrivate: boolean;
  /** Any port, the address rules kept (tests whose servers listen on other ports). */
  anyPort?: boolean;
  isPublic?: (address: string) => boolean;
};

/**
 * The address as the fetcher may read it: http or https, on port 80 or 443, without a user name,
 * and when its host is an address rather than a name, a public one.
 */
export function checkedTarget(raw: string | URL, rules: TargetRules): URL {
  const { allowPrivate } = rules;
  const isPublic = rules.isPublic ?? isPublicAddress;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefusal('not-an-address', `${String(raw).slice(0, 200)} is not a web address.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchRefusal('scheme', `Only http and https addresses are read, not ${url.protocol}`);
  if (url.username || url.password)
    throw new FetchRefusal('credentials', 'An address with a user name or password is not read.');
  if (url.port && !allowPrivate && !rules.anyPort)
    throw new FetchRefusal(
      'port',
      `Only the standard ports are read (80 and 443), not ${url.port}.`,
    );
  // The URL parser has already written any IPv4 spelling as four decimals.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (ipaddr.isValid(host) && !allowPrivate && !isPublic(host))
    throw new FetchRefusal('not-public', `${host} is not an address on the public internet.`);
  return url;
}
