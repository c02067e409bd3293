import type { DB } from '@/server/db/schema';
import { SOCKET_ADDRESS_HEADER } from '@/server/http/client-address';
import { createAuditRequestHandler } from '@/server/seo-audit/audit-request';

import { testHmacKey } from './contact';

/** The real audit form handler wired to a test database: JSON (with JavaScript) or the plain form. */
export function testAuditEndpoint(db: DB, options: { perHour?: number } = {}) {
  const handle = createAuditRequestHandler({
    db,
    hmacKey: () => Promise.resolve(testHmacKey),
    notifyTo: () => Promise.resolve(['owner@example.in']),
    siteUrl: 'https://agency.example.in',
    perHour: options.perHour ?? 1000,
    sitePerMinute: 1000,
  });
  const send = (body: string, contentType: string, ip: string) =>
    handle(
      new Request('http://localhost/api/seo-audit', {
        method: 'POST',
        headers: { 'content-type': contentType, [SOCKET_ADDRESS_HEADER]: ip },
        body,
      }),
    );
  return {
    json: (body: unknown, ip = '203.0.113.7') => send(JSON.stringify(body), 'application/json', ip),
    form: (fields: Record<string, string>, ip = '203.0.113.8') =>
      send(new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded', ip),
  };
}
