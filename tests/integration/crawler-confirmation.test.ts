import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { KNOWN_BOTS } from '@/lib/crawlers/bots';
import { createBotConfirmer, crawlerResolver } from '@/server/crawlers/bot-confirmation';

import { startDnsServer } from '../support/dns-server';

// Crawler hits confirmed as Google documents (reverse DNS under googlebot.com, google.com or
// googleusercontent.com, then the name's own addresses), against a real DNS server on loopback.

const google = KNOWN_BOTS.find((bot) => bot.id === 'googlebot')!.dnsDomains!;
const bing = KNOWN_BOTS.find((bot) => bot.id === 'bingbot')!.dnsDomains!;

describe('confirming a crawler by reverse DNS', () => {
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  let clock = 1_000_000;
  let confirmer: ReturnType<typeof createBotConfirmer>;

  beforeAll(async () => {
    dns = await startDnsServer({
      ptr: {
        '66.249.66.1': ['crawl-66-249-66-1.googlebot.com'],
        '2001:4860:4801:10::1': ['crawl-2001-4860-4801-10--1.googlebot.com'],
        // A name that only looks like Google's, and one of Google's that is not this address's.
        '203.0.113.7': ['crawl.googlebot.com.attacker.example'],
        '203.0.113.8': ['crawl-66-249-66-2.googlebot.com'],
        '157.55.39.1': ['msnbot-157-55-39-1.search.msn.com'],
        '198.51.100.9': ['slow.googlebot.com'],
      },
      a: {
        'crawl-66-249-66-1.googlebot.com': ['66.249.66.1'],
        'crawl-66-249-66-2.googlebot.com': ['66.249.66.2'],
        'crawl.googlebot.com.attacker.example': ['203.0.113.7'],
        'msnbot-157-55-39-1.search.msn.com': ['157.55.39.1'],
      },
      aaaa: { 'crawl-2001-4860-4801-10--1.googlebot.com': ['2001:4860:4801:10::1'] },
      silent: ['slow.googlebot.com'],
    });
    confirmer = createBotConfirmer(crawlerResolver(dns.server), () => clock);
  });
  afterAll(() => dns.close());

  it('confirms an address whose name is under the crawler domain and gives the address back', async () => {
    expect(await confirmer.confirm('66.249.66.1', google)).toBe('confirmed');
    expect(await confirmer.confirm('2001:4860:4801:10::1', google)).toBe('confirmed');
    // An IPv4 client of a server listening on IPv6.
    expect(await confirmer.confirm('::ffff:66.249.66.1', google)).toBe('confirmed');
    expect(await confirmer.confirm('157.55.39.1', bing)).toBe('confirmed');
  });

  it('refutes a look-alike name, a name that is not the address, and an address without a name', async () => {
    expect(await confirmer.confirm('203.0.113.7', google)).toBe('unconfirmed');
    expect(await confirmer.confirm('203.0.113.8', google)).toBe('unconfirmed');
    expect(await confirmer.confirm('192.0.2.44', google)).toBe('unconfirmed');
    // Bing's address is not Google's.
    expect(await confirmer.confirm('157.55.39.1', google)).toBe('unconfirmed');
  });

  it('leaves unchecked what the resolver cannot answer in time, and asks again on the next hit', async () => {
    expect(await confirmer.confirm('198.51.100.9', google)).toBe('unchecked');
    expect(confirmer.known('198.51.100.9', google)).toBeUndefined();
    expect(await confirmer.confirm('not an address', google)).toBe('unchecked');
  }, 20_000);

  it('asks once per address a day, however many hits wait for it', async () => {
    const fresh = createBotConfirmer(crawlerResolver(dns.server), () => clock);
    const before = dns.questions.length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fresh.confirm('66.249.66.1', google)),
    );
    expect(new Set(answers)).toEqual(new Set(['confirmed']));
    expect(dns.questions.length - before).toBe(2);
    expect(fresh.known('66.249.66.1', google)).toBe('confirmed');
    clock += 24 * 60 * 60 * 1000;
    expect(fresh.known('66.249.66.1', google)).toBeUndefined();
  });
});
