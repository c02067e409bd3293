import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createEnquirySettingsAdminApi } from '@/server/admin/enquiries/enquiry-settings-admin-api';
import { mailClientReport } from '@/server/clients/client-report-mail';
import { seedDatabase } from '@/server/db/seed';
import { enqueueMail } from '@/server/mail/outbox';
import { purgeOldEnquiries } from '@/server/maintenance/purge-enquiries';
import {
  addNote,
  deleteEnquiry,
  insertEnquiry,
  updateEnquiryStatus,
} from '@/server/queries/enquiry-writes';
import { saveEnquirySettings } from '@/server/queries/enquiry-settings';
import { clientById, createClient, updateClient } from '@/server/queries/clients';
import { defaultEnquirySettings } from '@/lib/validation/enquiry';

import { signedInAs } from '../support/admin-session';
import { clientData } from '../support/clients';
import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';

const origin = 'http://admin.test';
const DAY = 24 * 60 * 60 * 1000;

function erase(body: object, cookie: string) {
  return new Request(`${origin}/api/admin/enquiries/erase`, {
    method: 'POST',
    headers: { host: 'admin.test', origin, 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
}

describe.each(engines)('privacy: erasure and retention on %s', (engine) => {
  let t: TestDatabase;
  let cookie: string;
  let api: ReturnType<typeof createEnquirySettingsAdminApi>;

  const store = async (email: string, extra: { spamReason?: 'honeypot' } = {}) =>
    insertEnquiry(t.db, {
      name: 'Neha Gupta',
      email,
      service: 'seo',
      message: 'Please send a proposal.',
      ...extra,
    });
  const backdate = (id: string, daysAgo: number) =>
    t.db
      .updateTable('form_submissions')
      .set({ created_at: new Date(Date.now() - daysAgo * DAY).toISOString() })
      .where('id', '=', id)
      .execute();

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    ({ cookie } = await signedInAs(t.db));
    api = createEnquirySettingsAdminApi({ db: t.db, production: false });
  });
  afterAll(() => t.drop());
  beforeEach(async () => {
    await t.db.deleteFrom('clients').execute();
    await t.db.deleteFrom('email_outbox').execute();
    await t.db.deleteFrom('form_submissions').execute();
    await t.db.deleteFrom('trash').execute();
    await saveEnquirySettings(t.db, defaultEnquirySettings);
  });

  it('counts, then erases every enquiry, note and e-mail of an address, whatever its case', async () => {
    const first = await store('Neha@Example.in');
    const second = await store('neha@example.in');
    const other = await store('ravi@example.in');
    await addNote(t.db, first, 'Called back', 'Asha');
    await addNote(t.db, second, 'Sent the quote', 'Asha');
    await enqueueMail(t.db, {
      to: 'owner@agency.test',
      subject: 'New',
      html: 'x',
      enquiryId: first,
    });
    await enqueueMail(t.db, {
      to: 'neha@example.in',
      subject: 'Thanks',
      html: 'x',
      enquiryId: second,
      kind: 'auto-reply',
    });
    await enqueueMail(t.db, {
      to: 'owner@agency.test',
      subject: 'New',
      html: 'x',
      enquiryId: other,
    });
    // One of them is in the trash, its auto-reply waiting there: the erase takes it too.
    expect(await deleteEnquiry(t.db, second, 'Asha')).toEqual(expect.any(String));
    expect(await countRows(t.db, 'trash')).toBe(1);

    const counted = await api.erase(erase({ email: 'NEHA@example.in' }, cookie), {});
    expect(await counted.json()).toEqual({
      found: { enquiries: 2, notes: 2, emails: 2, clients: 0 },
    });
    expect(await countRows(t.db, 'form_submissions')).toBe(2);

    const erased = await api.erase(erase({ email: 'neha@example.in', confirm: true }, cookie), {});
    expect(erased.status).toBe(200);
    expect(await erased.json()).toEqual({
      erased: { enquiries: 2, notes: 2, emails: 2, clients: 0 },
    });
    const left = await t.db.selectFrom('form_submissions').select('id').execute();
    expect(left.map((r) => r.id)).toEqual([other]);
    expect(await countRows(t.db, 'email_outbox')).toBe(1);
    expect(await countRows(t.db, 'enquiry_events')).toBe(1);
    expect(await countRows(t.db, 'trash')).toBe(0);
  });

  it('erases a client’s contact details, keeping the client and stopping its report mail', async () => {
    const made = await createClient(
      t.db,
      clientData({ contactEmail: 'Rohan@Mehta.example.in', contactPhone: '+919829012345' }),
      { author: 'Asha', quoteId: null },
    );
    if (!made.ok) throw new Error('not made');
    const counted = await api.erase(erase({ email: 'rohan@mehta.example.in' }, cookie), {});
    expect(await counted.json()).toEqual({
      found: { enquiries: 0, notes: 0, emails: 0, clients: 1 },
    });
    const erased = await api.erase(
      erase({ email: 'rohan@mehta.example.in', confirm: true }, cookie),
      {},
    );
    expect(erased.status).toBe(200);
    const kept = await clientById(t.db, made.id);
    expect(kept).toMatchObject({
      name: 'Mehta Jewellers',
      contactName: '',
      contactEmail: '',
      contactPhone: '',
    });
    expect(kept!.reportMailStoppedAt).not.toBeNull();
    expect(
      await mailClientReport(t.db, made.id, { siteUrl: 'https://agency.example', auditId: null }),
    ).toMatchObject({ queued: false, reason: 'stopped' });
    // The team gives the client a new contact: the report is mailed to them again.
    await updateClient(t.db, made.id, clientData({ contactEmail: 'priya@mehta.example.in' }));
    expect((await clientById(t.db, made.id))!.reportMailStoppedAt).toBeNull();
  });

  it('says so when an address has nothing stored, and refuses a malformed one', async () => {
    const none = await api.erase(erase({ email: 'nobody@example.in' }, cookie), {});
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ error: 'Nothing is stored for nobody@example.in.' });
    const bad = await api.erase(erase({ email: 'not an address' }, cookie), {});
    expect(bad.status).toBe(400);
    const anonymous = await api.erase(erase({ email: 'nobody@example.in' }, ''), {});
    expect(anonymous.status).toBe(401);
  });

  it('deletes spam after 30 days, and closed enquiries past the retention period once set', async () => {
    const oldSpam = await store('a@example.in', { spamReason: 'honeypot' });
    const newSpam = await store('b@example.in', { spamReason: 'honeypot' });
    const oldClosed = await store('c@example.in');
    const oldOpen = await store('d@example.in');
    const recentClosed = await store('e@example.in');
    // Closed is won or lost.
    await updateEnquiryStatus(t.db, oldClosed, 'lost', null, 'Chose another agency');
    await updateEnquiryStatus(t.db, recentClosed, 'won');
    await backdate(oldSpam, 31);
    await backdate(newSpam, 29);
    await backdate(oldClosed, 400);
    await backdate(oldOpen, 400);
    await backdate(recentClosed, 100);

    expect(await purgeOldEnquiries(t.db)).toEqual({ spam: 1, closed: 0 });
    await saveEnquirySettings(t.db, { ...defaultEnquirySettings, retentionMonths: '12' });
    expect(await purgeOldEnquiries(t.db)).toEqual({ spam: 0, closed: 1 });
    const left = await t.db.selectFrom('form_submissions').select('id').execute();
    expect(new Set(left.map((r) => r.id))).toEqual(new Set([newSpam, oldOpen, recentClosed]));
  });
});
