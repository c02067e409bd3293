import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { QuoteForm } from '@/lib/validation/quote';
import { defaultEnquirySettings } from '@/lib/validation/enquiry';
import { enquiriesCsv } from '@/server/admin/enquiries/enquiries-csv';
import { createQuotesAdminApi } from '@/server/admin/quotes/quotes-admin-api';
import { saveEnquirySettings } from '@/server/queries/enquiry-settings';
import { seedDatabase } from '@/server/db/seed';
import { SOCKET_ADDRESS_HEADER } from '@/server/http/client-address';
import { insertBooking } from '@/server/queries/call-bookings';
import { deleteEnquiry, insertEnquiry } from '@/server/queries/enquiry-writes';
import { restoreFromTrash } from '@/server/queries/trash';
import { listEvents } from '@/server/queries/enquiry-events';
import { createQuote } from '@/server/queries/quote-writes';
import { quoteById, quoteVersions } from '@/server/queries/quotes';
import { getBusinessSettings, saveBusinessSettings } from '@/server/queries/site-settings';
import { quoteContentOf } from '@/server/quotes/quote-content';
import { createQuoteAnswerHandler } from '@/server/composition/quote-endpoint';

import { signedInAs } from '../support/admin-session';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

// Quotes on both engines: GST within and between states, numbers per financial year (and never
// shared when made at once), sent to the client, edited after sending (the sent version kept),
// and the client's acceptance recorded with its time and connection.

const origin = 'https://agency.example.in';
const form: QuoteForm = {
  clientName: 'Mehta Jewellers',
  clientState: '27',
  clientGstin: '',
  lines: [
    { description: 'Local SEO, Growth plan', quantity: 3, unitPrice: 41000, period: 'month' },
    { description: 'Site speed audit', quantity: 1, unitPrice: 15000.5, period: 'one-time' },
  ],
  discount: 3000.5,
  notes: 'Billed monthly in advance.',
  validUntil: '2026-12-31',
};

describe.each(engines)('quotes on %s', (engine) => {
  let t: TestDatabase;
  let cookie: string;
  let enquiryId: string;
  let now = new Date('2026-11-27T06:00:00Z');
  const deps = () => ({
    db: t.db,
    siteUrl: origin,
    notifyTo: () => Promise.resolve(['owner@example.in']),
    now: () => now,
  });
  const admin = () => createQuotesAdminApi(deps());
  const answer = (token: string, fields: Record<string, string>) =>
    createQuoteAnswerHandler(deps())(
      new Request(`${origin}/api/quotes/${token}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'user-agent': 'Mozilla/5.0 (Test) Client',
          [SOCKET_ADDRESS_HEADER]: '203.0.113.50',
        },
        body: new URLSearchParams(fields).toString(),
      }),
      token,
    );
  const write = (method: string, body?: object) =>
    new Request(`${origin}/api/admin/quotes`, {
      method,
      headers: { host: 'agency.example.in', origin, cookie, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
  const stage = async () =>
    await t.db
      .selectFrom('form_submissions')
      .select(['status', 'lost_reason'])
      .where('id', '=', enquiryId)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    cookie = (await signedInAs(t.db, 'sales', 'Sara Sales')).cookie;
  });
  afterAll(() => t.drop());
  beforeEach(async () => {
    now = new Date('2026-11-27T06:00:00Z');
    await t.db.deleteFrom('quotes').execute();
    await t.db.deleteFrom('email_outbox').execute();
    await t.db.deleteFrom('rate_limits').execute();
    await t.db.deleteFrom('webhook_deliveries').execute();
    enquiryId = await insertEnquiry(t.db, {
      name: 'Rohan Mehta',
      email: 'rohan@mehta.example.in',
      service: 'local-seo',
      message: 'Please quote for local SEO.',
    });
  });

  it('charges CGST and SGST in the business’s state and IGST in another, on the discounted lines', async () => {
    // The seeded business is in Maharashtra (27); without a GSTIN its address's state counts.
    const within = await quoteContentOf(t.db, form);
    expect(within.supplier.stateCode).toBe('27');
    const id = await createQuote(t.db, enquiryId, within, 'Sara');
    // 3 × 41,000 + 15,000.50 − 3,000.50 = 1,35,000.00; 18% of it is 24,300.00.
    expect((await quoteById(t.db, id))!.totalPaise).toBe(15930000);
    const business = await getBusinessSettings(t.db);
    await saveBusinessSettings(t.db, { ...business, gstin: '29AAGCB7383J1Z4' });
    const between = await quoteContentOf(t.db, form);
    expect(between.supplier).toMatchObject({ stateCode: '29', gstin: '29AAGCB7383J1Z4' });
    const other = await createQuote(t.db, enquiryId, between, 'Sara');
    expect((await quoteById(t.db, other))!.totalPaise).toBe(15930000);
    await saveBusinessSettings(t.db, business);
  });

  it('numbers quotes per financial year, never twice when made at once', async () => {
    const content = await quoteContentOf(t.db, form);
    const made = await Promise.all(
      Array.from({ length: 5 }, () =>
        createQuote(t.db, enquiryId, content, 'Sara', new Date('2027-03-31T18:00:00Z')),
      ),
    );
    const numbers = await Promise.all(made.map(async (id) => (await quoteById(t.db, id))!.number));
    expect(numbers.sort()).toEqual([1, 2, 3, 4, 5].map((n) => `Q/2026-27/000${n}`));
    // Half an hour later it is 1 April in India: a new year, numbered from 1.
    const april = await createQuote(
      t.db,
      enquiryId,
      content,
      'Sara',
      new Date('2027-03-31T18:30:00Z'),
    );
    expect((await quoteById(t.db, april))!.number).toBe('Q/2027-28/0001');
  });

  it('is sent to the client, kept as sent when edited, and accepted with its record', async () => {
    const created = await admin().create(write('POST', form), { id: enquiryId });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await saveEnquirySettings(t.db, {
      ...defaultEnquirySettings,
      webhookUrl: 'https://hooks.example.in/leads',
      webhookSecret: 'a-secret-of-sixteen-characters',
    });
    expect((await admin().send(write('POST'), { id })).status).toBe(200);
    expect((await stage()).status).toBe('quoted');
    // The webhook hears of the new stage and the quote's value; the CSV carries both.
    const [hook] = await t.db.selectFrom('webhook_deliveries').select('payload').execute();
    expect(JSON.parse(hook!.payload)).toMatchObject({
      event: 'enquiry.stage-changed',
      enquiry: { id: enquiryId, status: 'quoted', quoteValue: 159300 },
    });
    await saveEnquirySettings(t.db, defaultEnquirySettings);
    const csv = await (await enquiriesCsv(t.db, new URLSearchParams('q=rohan@mehta'))).text();
    expect(csv).toContain('"quoted","');
    expect(csv).toMatch(/"quoted","[^"]+","","159300\.00"/);
    const quote = (await quoteById(t.db, id))!;
    const [mail] = await t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('kind', '=', 'quote')
      .execute();
    expect(mail).toMatchObject({
      to_address: 'rohan@mehta.example.in',
      subject: `Your quote ${quote.number} from RankSutra Digital`,
    });
    expect(mail!.html).toContain(`${origin}/quote/${quote.token}`);
    expect(mail!.html).toContain('₹1,59,300.00');

    // Edited after sending: the sent version is kept, the new one must be sent again.
    // Without the discount: 1,38,000.50 taxable; 9% is 12,420.045, rounded to 12,420.05 twice.
    const edited = { ...form, discount: 0 };
    expect((await admin().update(write('PUT', edited), { id })).status).toBe(200);
    expect(await quoteVersions(t.db, id)).toEqual([
      expect.objectContaining({ version: 1, totalPaise: 15930000 }),
    ]);
    expect((await quoteById(t.db, id))!).toMatchObject({
      version: 2,
      status: 'draft',
      totalPaise: 16284060,
    });
    expect(
      await answer(quote.token, { action: 'accept', name: 'Rohan Mehta', agree: 'on' }),
    ).toHaveProperty('status', 303);
    expect((await quoteById(t.db, id))!.status).toBe('draft');
    expect((await admin().send(write('POST'), { id })).status).toBe(200);

    const refused = await answer(quote.token, { action: 'accept', name: 'Rohan Mehta' });
    expect(refused.headers.get('location')).toBe(`/quote/${quote.token}?problem=invalid#answer`);
    now = new Date('2026-11-28T09:15:00Z');
    const accepted = await answer(quote.token, {
      action: 'accept',
      name: 'Rohan Mehta',
      agree: 'on',
    });
    expect(accepted.headers.get('location')).toBe(`/quote/${quote.token}`);
    const record = (await quoteById(t.db, id))!;
    expect(record).toMatchObject({
      status: 'accepted',
      answeredAt: '2026-11-28T09:15:00.000Z',
      answer: {
        action: 'accept',
        name: 'Rohan Mehta',
        ipAddress: '203.0.113.50',
        userAgent: 'Mozilla/5.0 (Test) Client',
      },
    });
    expect((await stage()).status).toBe('won');
    const events = (await listEvents(t.db, enquiryId)).map((e) => e.kind);
    expect(events).toEqual(expect.arrayContaining(['quote-sent', 'quote-accepted']));
    // Answered once: neither a second answer nor an edit changes it.
    const again = await answer(quote.token, { action: 'decline' });
    expect(again.headers.get('location')).toBe(`/quote/${quote.token}?problem=closed#answer`);
    expect((await admin().update(write('PUT', form), { id })).status).toBe(409);
  });

  it('is declined with a reason (the enquiry lost, saying so), and cannot be accepted once expired', async () => {
    const content = await quoteContentOf(t.db, form);
    const declined = await createQuote(t.db, enquiryId, content, 'Sara');
    await admin().send(write('POST'), { id: declined });
    const token = (await quoteById(t.db, declined))!.token;
    await answer(token, { action: 'decline', reason: 'Over our budget' });
    const quote = (await quoteById(t.db, declined))!;
    expect(await stage()).toEqual({
      status: 'lost',
      lost_reason: `Declined quote ${quote.number}: Over our budget`,
    });

    const late = await createQuote(t.db, enquiryId, content, 'Sara');
    await admin().send(write('POST'), { id: late });
    now = new Date('2027-01-01T00:00:00Z');
    const lateToken = (await quoteById(t.db, late))!.token;
    const expired = await answer(lateToken, { action: 'accept', name: 'Rohan Mehta', agree: 'on' });
    expect(expired.headers.get('location')).toBe(`/quote/${lateToken}?problem=expired#answer`);
    expect((await quoteById(t.db, late))!.status).toBe('sent');
  });

  it('goes to the trash with its enquiry, call and versions, and comes back with them', async () => {
    const content = await quoteContentOf(t.db, form);
    const id = await createQuote(t.db, enquiryId, content, 'Sara');
    await admin().send(write('POST'), { id });
    await admin().update(write('PUT', { ...form, discount: 0 }), { id });
    await insertBooking(t.db, {
      enquiryId,
      startsAt: '2030-01-07T04:30:00.000Z',
      endsAt: '2030-01-07T05:00:00.000Z',
    });
    const trashId = await deleteEnquiry(t.db, enquiryId, 'Owner');
    expect(await quoteById(t.db, id)).toBeNull();
    expect(await restoreFromTrash(t.db, trashId!)).toMatchObject({ ok: true });
    expect(await quoteById(t.db, id)).toMatchObject({ version: 2, status: 'draft' });
    expect(await quoteVersions(t.db, id)).toHaveLength(1);
    const calls = await t.db
      .selectFrom('call_bookings')
      .select('status')
      .where('submission_id', '=', enquiryId)
      .execute();
    expect(calls).toEqual([{ status: 'booked' }]);
  });
});
