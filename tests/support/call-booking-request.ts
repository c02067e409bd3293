import type { BookingDependencies } from '@/server/call-bookings/book-call';
import { createBookingHandlers } from '@/server/call-bookings/booking-request';
import type { DB } from '@/server/db/schema';
import { SOCKET_ADDRESS_HEADER } from '@/server/http/client-address';

import { testHmacKey } from './contact';

export const testRefKey = 'test-booking-ref-key-long-enough-0000000';

/** The real booking handlers wired to a test database at a fixed moment: plain form posts. */
export function testBookingEndpoint(db: DB, now: () => Date) {
  const deps: BookingDependencies = {
    db,
    refKey: () => Promise.resolve(testRefKey),
    siteUrl: 'https://agency.example.in',
    notifyTo: () => Promise.resolve(['owner@example.in']),
    now,
    captcha: { hmacKey: () => Promise.resolve(testHmacKey), perMinute: 1000 },
  };
  const handlers = createBookingHandlers(deps);
  const request = (path: string, fields: Record<string, string>, ip: string) =>
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        [SOCKET_ADDRESS_HEADER]: ip,
      },
      body: new URLSearchParams(fields).toString(),
    });
  return {
    deps,
    book: (fields: Record<string, string>, ip = '203.0.113.20') =>
      handlers.book(request('/api/call-bookings', fields, ip)),
    change: (token: string, fields: Record<string, string>, ip = '203.0.113.21') =>
      handlers.change(request(`/api/call-bookings/${token}`, fields, ip), token),
  };
}
