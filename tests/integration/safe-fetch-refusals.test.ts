import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FetchRefusal } from '@/server/seo-audit/fetch-refusal';
import { isPublicAddress } from '@/server/seo-audit/public-address';
import { createSafeFetcher, type Resolve } from '@/server/seo-audit/safe-fetch';

import { startFixtureSite } from '../support/fixture-site';
import { refusal } from '../support/refusal';

// With the private setting off, every hostile form of an address is refused before a byte is
// sent to it. Two loopback servers stand in for the internet and the inside: 127.0.0.2, which
// these tests call public, and 127.0.0.1 (loopback, as for any real site), which must never be
// reached.

const userAgent = 'RankSutraAudit/1.0';
const hostile = [
  'http://127.0.0.1/',
  'http://127.1/',
  'http://2130706433/',
  'http://0x7f000001/',
  'http://0x7f.0.0.1/',
  'http://017700000001/',
  'http://0/',
  'http://0.0.0.0/',
  'http://[::1]/',
  'http://[::]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:7f00:1]/',
  'http://[0:0:0:0:0:ffff:127.0.0.1]/',
  'http://[::127.0.0.1]/',
  'http://[64:ff9b::7f00:1]/',
  'http://[64:ff9b::a00:1]/',
  'http://[2002:7f00:1::]/',
  'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
  'http://10.0.0.1/',
  'http://172.16.0.1/',
  'http://192.168.1.1/',
  'http://100.64.0.1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://[fe80::1]/',
  'http://[fc00::1]/',
  'http://[fd12:3456::1]/',
  'http://[fec0::1]/',
  'http://224.0.0.1/',
  'http://[ff02::1]/',
  'http://255.255.255.255/',
  'http://192.0.2.1/',
  'http://198.18.0.1/',
  'http://240.0.0.1/',
  'http://[2001:db8::1]/',
];

describe('the audit fetcher, refusing', () => {
  const fetcher = createSafeFetcher({ userAgent });
  afterAll(() => fetcher.close());

  it.each(hostile)('refuses %s as not public', async (address) => {
    expect((await refusal(fetcher.fetch(address))).reason).toBe('not-public');
  });

  it('keeps public addresses', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2001:4860:4860::8888'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses other schemes, other ports, credentials and what is not an address', async () => {
    const reasons = await Promise.all(
      [
        'file:///etc/passwd',
        'gopher://example.com/',
        'ftp://example.com/',
        'http://example.com:8080/',
        'https://example.com:22/',
        'http://user:secret@example.com/',
        'not a url',
      ].map(async (address) => (await refusal(fetcher.fetch(address))).reason),
    );
    expect(reasons).toEqual([
      'scheme',
      'scheme',
      'scheme',
      'port',
      'port',
      'credentials',
      'not-an-address',
    ]);
  });

  it('refuses a name that resolves to loopback, or to any private address among public ones', async () => {
    expect((await refusal(fetcher.fetch('http://localhost/'))).reason).toBe('not-public');
    const mixed = createSafeFetcher({
      userAgent,
      resolve: async () => [
        { address: '8.8.8.8', family: 4 },
        { address: '10.0.0.1', family: 4 },
      ],
    });
    const refused = await refusal(mixed.fetch('http://mixed.test/'));
    expect(refused.message).toBe(
      'mixed.test points to 10.0.0.1, an address that is not on the public internet.',
    );
    await mixed.close();
  });
});

describe('the audit fetcher, between the internet and the inside', () => {
  let outside: Awaited<ReturnType<typeof startFixtureSite>>;
  let inside: Awaited<ReturnType<typeof startFixtureSite>>;
  const isPublic = (address: string) => address === '127.0.0.2';

  beforeAll(async () => {
    inside = await startFixtureSite({
      '/': (_request, response) => response.end('the inside'),
    });
    outside = await startFixtureSite(
      {
        '/': (_request, response) => response.end('the outside'),
        '/to-inside': (_request, response) => {
          response.writeHead(302, { location: inside.origin });
          response.end();
        },
        '/to-name': (_request, response) => {
          response.writeHead(301, { location: `http://localhost:${inside.port}/` });
          response.end();
        },
      },
      { host: '127.0.0.2', port: inside.port },
    );
  });
  afterAll(async () => {
    await outside.close();
    await inside.close();
  });

  it('refuses a redirect to an inside address or to a name that resolves to one', async () => {
    const fetcher = createSafeFetcher({ userAgent, isPublic, anyPort: true });
    expect((await fetcher.fetch(`${outside.origin}/`)).body.toString()).toBe('the outside');
    expect((await refusal(fetcher.fetch(`${outside.origin}/to-inside`))).reason).toBe('not-public');
    expect((await refusal(fetcher.fetch(`${outside.origin}/to-name`))).reason).toBe('not-public');
    await fetcher.close();
    expect(inside.received).toEqual([]);
  });

  it('connects to the address it checked when the DNS answer changes between lookups', async () => {
    let lookups = 0;
    // Rebinding: the name answers the outside and the inside in turn. A fetcher that resolved
    // once to check and again to connect would reach the inside on its first read.
    const resolve: Resolve = async () => [
      { address: lookups++ % 2 === 0 ? '127.0.0.2' : '127.0.0.1', family: 4 },
    ];
    const outcomes: string[] = [];
    for (let n = 0; n < 4; n++) {
      // A fetcher of its own each time: a new connection, so a new lookup.
      const fetcher = createSafeFetcher({ userAgent, isPublic, anyPort: true, resolve });
      outcomes.push(
        await fetcher.fetch(`http://rebind.test:${inside.port}/`).then(
          (page) => page.body.toString(),
          (error: FetchRefusal) => error.reason,
        ),
      );
      await fetcher.close();
    }
    expect(outcomes).toEqual(['the outside', 'not-public', 'the outside', 'not-public']);
    expect(lookups).toBe(4);
    expect(inside.received).toEqual([]);
  });
});
