import type { LookupAddress } from 'node:dns';

import { describe, expect, it } from 'vitest';

import { guardedLookup, PRIVATE_TARGET_MESSAGE, refusedWebhookTarget } from './webhook-target';

const resolve = (lookup: ReturnType<typeof guardedLookup>, host: string) =>
  new Promise<LookupAddress[]>((done, fail) =>
    lookup(host, { all: true }, (error, addresses) =>
      error ? fail(error) : done(addresses as unknown as LookupAddress[]),
    ),
  );

describe('webhook target', () => {
  const production = { production: true, allowPrivate: false };

  it('refuses loopback, private and link-local addresses in production unless allowed', async () => {
    for (const url of [
      'http://127.0.0.1/x',
      'http://10.1.2.3/x',
      'http://192.168.0.5/x',
      'http://169.254.169.254/latest',
      'http://[::1]/x',
      'http://[::ffff:127.0.0.1]/x',
      // IPv4-compatible, NAT64, 6to4 and unique-local spellings of private addresses
      'http://[::127.0.0.1]:8080/x',
      'http://[::10.0.0.1]/x',
      'http://[64:ff9b::a00:1]/x',
      'http://[2002:7f00:1::]/x',
      'http://[fd00::1]/x',
      'http://localhost:8080/x',
    ])
      expect(await refusedWebhookTarget(url, production), url).toBe(PRIVATE_TARGET_MESSAGE);
    expect(await refusedWebhookTarget('http://8.8.8.8/x', production)).toBeNull();
    expect(await refusedWebhookTarget('http://[2001:4860:4860::8888]/x', production)).toBeNull();
    expect(
      await refusedWebhookTarget('http://127.0.0.1/x', { production: true, allowPrivate: true }),
    ).toBeNull();
    expect(
      await refusedWebhookTarget('http://127.0.0.1/x', { production: false, allowPrivate: false }),
    ).toBeNull();
  });

  it('checks the addresses again when the delivery connects', async () => {
    await expect(resolve(guardedLookup(production), 'localhost')).rejects.toThrow(
      PRIVATE_TARGET_MESSAGE,
    );
    const allowed = await resolve(
      guardedLookup({ production: true, allowPrivate: true }),
      'localhost',
    );
    expect(allowed.length).toBeGreaterThan(0);
  });
});
