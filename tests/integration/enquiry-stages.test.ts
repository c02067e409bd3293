import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { timelineText } from '@/lib/enquiries/timeline-text';
import { enquiryStatusSchema, LOST_REASON_MESSAGE } from '@/lib/validation/enquiry';
import { enquiriesCsv } from '@/server/admin/enquiries/enquiries-csv';
import { migrateToLatest } from '@/server/db/migrate';
import { CLOSED_BEFORE_STAGES } from '@/server/db/migrations/20261211-0031-enquiry-stages';
import { listEnquiries } from '@/server/queries/enquiries';
import { listEvents } from '@/server/queries/enquiry-events';
import { insertEnquiry, updateEnquiryStatus } from '@/server/queries/enquiry-writes';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

// An enquiry's stages on both engines: moved by hand, lost only with its reason, the spec's
// "Closed" filter showing won and lost, and the enquiries closed before stages kept as lost.

const enquiry = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.in`,
  service: 'seo',
  message: 'We would like more calls.',
});

describe.each(engines)('enquiry stages on %s', (engine) => {
  let t: TestDatabase;
  const all = { q: '', service: 'all', date: 'all', page: 1 };
  const names = async (status: string) =>
    (await listEnquiries(t.db, { ...all, status }, { pageSize: 50 })).enquiries
      .map((e) => e.name)
      .sort();

  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('asks why a lost enquiry was lost', () => {
    const missing = enquiryStatusSchema.safeParse({ status: 'lost', lostReason: ' ' });
    expect(missing.error!.flatten().fieldErrors).toEqual({ lostReason: [LOST_REASON_MESSAGE] });
    expect(enquiryStatusSchema.safeParse({ status: 'closed' }).success).toBe(false);
    expect(enquiryStatusSchema.parse({ status: 'call-booked' })).toEqual({ status: 'call-booked' });
  });

  it('moves through the stages, keeps the reason only while lost, and filters Closed as won or lost', async () => {
    const [asha, ravi, meera] = await Promise.all(
      ['Asha', 'Ravi', 'Meera'].map((name) => insertEnquiry(t.db, enquiry(name))),
    );
    expect(await updateEnquiryStatus(t.db, asha!, 'call-booked', 'Owner')).toBe(true);
    expect(await updateEnquiryStatus(t.db, asha!, 'quoted', 'Owner')).toBe(true);
    expect(await updateEnquiryStatus(t.db, asha!, 'won', 'Owner')).toBe(true);
    await updateEnquiryStatus(t.db, ravi!, 'lost', 'Sales', 'Budget went to print ads');
    await updateEnquiryStatus(t.db, meera!, 'quoted', 'Sales');

    const ravis = (await listEnquiries(t.db, { ...all, status: 'lost' }, { pageSize: 50 }))
      .enquiries;
    expect(ravis.map((e) => [e.name, e.lostReason])).toEqual([
      ['Ravi', 'Budget went to print ads'],
    ]);
    const history = (await listEvents(t.db, ravi!)).filter((e) => e.kind === 'status');
    expect(history.map((e) => timelineText(e.kind, e.detail))).toEqual([
      'Status changed to Lost: Budget went to print ads',
    ]);
    expect(await names('closed')).toEqual(['Asha', 'Ravi']);
    expect(await names('quoted')).toEqual(['Meera']);
    expect(await names('call-booked')).toEqual([]);

    // The CSV of the Closed filter carries each stage and the reason.
    const csv = await (await enquiriesCsv(t.db, new URLSearchParams('status=closed'))).text();
    expect(csv).toMatch(/"Ravi",.*"lost","[^"]+","Budget went to print ads"/);
    expect(csv).toMatch(/"Asha",.*"won","[^"]+",""/);

    // Won again: the reason goes with the stage it explained.
    await updateEnquiryStatus(t.db, ravi!, 'won', 'Sales');
    const row = await t.db
      .selectFrom('form_submissions')
      .select(['status', 'lost_reason'])
      .where('id', '=', ravi!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'won', lost_reason: null });
  });

  it('keeps an enquiry closed before the stages as lost, saying so', async () => {
    const old = await createTestDatabase(engine, { upTo: '20261210-0030-audit-enquiries' });
    try {
      await old.db
        .insertInto('form_submissions')
        .values({
          id: 'closed-1',
          name: 'Kabir',
          email: 'kabir@example.in',
          phone: null,
          company: null,
          service_interest: 'seo',
          city: null,
          message: 'Done.',
          status: 'closed',
          source_page: null,
          referrer: null,
          utm: null,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute();
      await migrateToLatest(old.db);
      const row = await old.db
        .selectFrom('form_submissions')
        .select(['status', 'lost_reason'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'lost', lost_reason: CLOSED_BEFORE_STAGES });
    } finally {
      await old.drop();
    }
  });
});
