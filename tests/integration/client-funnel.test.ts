import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseInsightPeriod } from '@/lib/enquiries/insights';
import { loadClientFunnel } from '@/server/admin/insights/load-client-funnel';
import { seedDatabase } from '@/server/db/seed';
import { insertBooking } from '@/server/queries/call-bookings';
import { insertEnquiry, updateEnquiryStatus } from '@/server/queries/enquiry-writes';
import { createQuote, markQuoteSent, recordQuoteAnswer } from '@/server/queries/quote-writes';
import { quoteContentOf } from '@/server/quotes/quote-content';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

// The insights' money on both engines: per landing page, city, service and source, the enquiries,
// calls booked, quotes sent, clients won and the value won; a page with enquiries and no client
// shows as such, and spam is not counted.

describe.each(engines)('from enquiry to client on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    await t.db.deleteFrom('form_submissions').execute();
  });
  afterAll(() => t.drop());

  it('follows each enquiry to a call, a quote and a client won', async () => {
    const enquiry = (email: string, sourcePage: string, extra = {}) =>
      insertEnquiry(t.db, {
        name: 'Prospect',
        email,
        service: 'local-seo',
        city: 'Pune',
        message: 'Hello there',
        sourcePage,
        ...extra,
      });
    const client = await enquiry('won@example.in', '/contact', { utm: { utm_source: 'google' } });
    const called = await enquiry('called@example.in', '/contact');
    await enquiry('browsing@example.in', '/services/local-seo/pune');
    await enquiry('bot@example.in', '/contact', { spamReason: 'honeypot' });
    await insertBooking(t.db, {
      enquiryId: called,
      startsAt: '2030-01-07T04:30:00.000Z',
      endsAt: '2030-01-07T05:00:00.000Z',
    });
    await insertBooking(t.db, {
      enquiryId: client,
      startsAt: '2030-01-07T05:15:00.000Z',
      endsAt: '2030-01-07T05:45:00.000Z',
    });
    const content = await quoteContentOf(t.db, {
      clientName: 'Prospect',
      clientState: '27',
      clientGstin: '',
      lines: [{ description: 'Local SEO', quantity: 3, unitPrice: 41000, period: 'month' }],
      discount: 0,
      notes: '',
      validUntil: '2099-12-31',
    });
    const quote = await createQuote(t.db, client, content, 'Owner');
    await markQuoteSent(t.db, quote);
    await recordQuoteAnswer(t.db, quote, {
      action: 'accept',
      name: 'Prospect',
      ipAddress: '203.0.113.1',
      userAgent: 'test',
    });
    await updateEnquiryStatus(t.db, client, 'won');

    const funnel = await loadClientFunnel(parseInsightPeriod('30d'), t.db);
    const value = 3 * 41000 * 100 * 1.18;
    expect(funnel.total).toEqual({ enquiries: 3, won: 1, valuePaise: value });
    expect(funnel.landing.rows).toEqual([
      {
        key: '/contact',
        enquiries: 2,
        calls: 2,
        quoted: 1,
        won: 1,
        valuePaise: value,
        searchClicks: 0,
      },
      {
        key: '/services/local-seo/pune',
        enquiries: 1,
        calls: 0,
        quoted: 0,
        won: 0,
        valuePaise: 0,
        searchClicks: 0,
      },
    ]);
    expect(funnel.cities.rows).toEqual([
      { key: 'Pune', enquiries: 3, calls: 2, quoted: 1, won: 1, valuePaise: value },
    ]);
    expect(funnel.services.rows.map((r) => [r.key, r.won])).toEqual([['Local SEO', 1]]);
    expect(funnel.sources.rows.map((r) => [r.key, r.enquiries, r.won])).toEqual([
      ['google', 1, 1],
      ['direct', 2, 0],
    ]);
  });
});
