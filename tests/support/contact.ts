import type { DB } from '@/server/db/schema';
import { createContactHandler } from '@/server/contact/handle-contact';
import { SOCKET_ADDRESS_HEADER } from '@/server/http/client-address';

export const testHmacKey = 'test-hmac-key-that-is-long-enough-000000';

/** The real contact handler wired to a test database, and a helper that POSTs JSON to it. */
export function testContactEndpoint(
  db: DB,
  options: {
    rateLimit: number;
    notifyTo: string | string[];
    sitePerMinute?: number;
    /** 0 unless a test is about the spam folder's "too fast" rule. */
    minFillSeconds?: number;
  },
) {
  const handle = createContactHandler({
    db,
    hmacKey: () => Promise.resolve(testHmacKey),
    notifyTo: () => Promise.resolve([options.notifyTo].flat()),
    siteUrl: 'https://agency.example',
    minFillSeconds: options.minFillSeconds ?? 0,
    rateLimit: { limit: options.rateLimit, windowSeconds: 3600 },
    sitePerMinute: options.sitePerMinute ?? 1000,
  });
  return (body: unknown, ip: string, raw?: string) =>
    handle(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: ip },
        body: raw ?? JSON.stringify(body),
      }),
    );
}
