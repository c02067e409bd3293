import 'server-only';

import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';

import ipaddr from 'ipaddr.js';

import { isUnderDomain, type BotConfirmation } from '@/lib/crawlers/bots';

// Whether a request that named a crawler came from it, as Google, Bing, Apple and Yandex document:
// the reverse DNS name of its address is under the crawler's domain, and that name looked up again
// gives the address back. Made only when the owner turned it on (the crawler policy): a lookup asks
// the DNS resolver about a visitor's address. One lookup per address a day, a few at a time; an
// address that cannot be looked up in time counts as not checked.

export type Lookups = Pick<dns.Resolver, 'resolvePtr' | 'resolve4' | 'resolve6'>;

const REMEMBER_MS = 24 * 60 * 60 * 1000;
const MAX_REMEMBERED = 10_000;
const MAX_AT_ONCE = 8;

/** A resolver asking `servers` ("127.0.0.1:5353, ..."), or the system's when none are given. */
export function crawlerResolver(servers: string | undefined): Lookups {
  const resolver = new dns.Resolver({ timeout: 2_000, tries: 2 });
  const list = (servers ?? '')
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);
  if (list.length > 0) resolver.setServers(list);
  return resolver;
}

/**
 * The name a reverse lookup asks for: 1.66.249.66.in-addr.arpa, or the 32 nibbles of an IPv6
 * address under ip6.arpa. Asked with resolvePtr, not dns.reverse, which reports a resolver that
 * timed out as a name that does not exist.
 */
export function reverseDnsName(address: string): string {
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return `${parsed.toByteArray().reverse().join('.')}.in-addr.arpa`;
  const nibbles = (parsed as ipaddr.IPv6).parts
    .map((part) => part.toString(16).padStart(4, '0'))
    .join('');
  return `${[...nibbles].reverse().join('.')}.ip6.arpa`;
}

const notFound = (error: unknown) =>
  ['ENOTFOUND', 'ENODATA'].includes((error as { code?: string }).code ?? '');

async function lookUp(
  lookups: Lookups,
  address: string,
  domains: readonly string[],
): Promise<BotConfirmation> {
  try {
    const names = (await lookups.resolvePtr(reverseDnsName(address))).filter((name) =>
      isUnderDomain(name, domains),
    );
    for (const name of names) {
      const forward = isIP(address) === 6 ? lookups.resolve6(name) : lookups.resolve4(name);
      const addresses: string[] = await forward.catch((error: unknown) => {
        if (notFound(error)) return [];
        throw error;
      });
      if (addresses.some((found) => ipaddr.parse(found).toString() === address)) return 'confirmed';
    }
    return 'unconfirmed';
  } catch (error) {
    // No reverse name at all: not the crawler's. A resolver that failed or timed out: unknown.
    return notFound(error) ? 'unconfirmed' : 'unchecked';
  }
}

/** Confirms addresses for bots' domains, remembering each answer for a day. */
export function createBotConfirmer(lookups: Lookups, now = () => Date.now()) {
  const remembered = new Map<string, { verdict: BotConfirmation; at: number }>();
  const asking = new Map<string, Promise<BotConfirmation>>();

  const remember = (key: string, verdict: BotConfirmation) => {
    remembered.delete(key);
    remembered.set(key, { verdict, at: now() });
    for (const oldest of remembered.keys()) {
      if (remembered.size <= MAX_REMEMBERED) break;
      remembered.delete(oldest);
    }
  };

  return {
    /** The verdict for the address when it is known today; undefined when it must be asked. */
    known(given: string, domains: readonly string[]): BotConfirmation | undefined {
      if (!ipaddr.isValid(given)) return undefined;
      const hit = remembered.get(`${domains[0]}|${ipaddr.process(given).toString()}`);
      return hit && now() - hit.at < REMEMBER_MS ? hit.verdict : undefined;
    },
    /** Looks the address up (once, however many hits wait for it); 'unchecked' past the limit. */
    confirm(given: string, domains: readonly string[]): Promise<BotConfirmation> {
      if (!ipaddr.isValid(given)) return Promise.resolve('unchecked');
      // An IPv4 client of a server listening on IPv6 arrives as ::ffff:66.249.66.1.
      const address = ipaddr.process(given).toString();
      const key = `${domains[0]}|${address}`;
      const pending = asking.get(key);
      if (pending) return pending;
      if (asking.size >= MAX_AT_ONCE) return Promise.resolve('unchecked');
      const answer = lookUp(lookups, address, domains).then((verdict) => {
        asking.delete(key);
        // A failed lookup is tried again on the address's next hit.
        if (verdict !== 'unchecked') remember(key, verdict);
        return verdict;
      });
      asking.set(key, answer);
      return answer;
    },
  };
}

export type BotConfirmer = ReturnType<typeof createBotConfirmer>;
