import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Role } from '@/lib/admin/roles';
import type { ClientInput } from '@/lib/validation/client';
import type { QuoteForm } from '@/lib/validation/quote';
import { createClientsAdminApi } from '@/server/admin/clients/clients-admin-api';
import { loadNewClient } from '@/server/admin/clients/load-clients';
import { seedDatabase } from '@/server/db/seed';
import { clientEvents } from '@/server/queries/client-events';
import { clientById } from '@/server/queries/clients';
import { deleteEnquiry, insertEnquiry, updateEnquiryStatus } from '@/server/queries/enquiry-writes';
import { createQuote, markQuoteSent, recordQuoteAnswer } from '@/server/queries/quote-writes';
import { quoteContentOf } from '@/server/quotes/quote-content';

import { adminRequest } from '../support/admin-request';
import { signedInAs } from '../support/admin-session';
import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';

// Clients on both engines: made from a won enquiry with its accepted quote's fee, one client an
// enquiry, edited, paused, resumed and ended with dates kept as history; sales may, editors may not.

const quote: QuoteForm = {
  clientName: 'Mehta Jewellers Pvt Ltd',
  clientState: '08',
  clientGstin: '',
  lines: [
    { description: 'Local SEO, Growth plan', quantity: 1, unitPrice: 41000, period: 'month' },
    { description: 'Site speed audit', quantity: 1, unitPrice: 15000, period: 'one-time' },
  ],
  discount: 0,
  notes: '',
  validUntil: '2026-12-31',
};

describe.each(engines)('clients admin API on %s', (engine) => {
  let t: TestDatabase;
  let api: ReturnType<typeof createClientsAdminApi>;
  const cookies = {} as Record<Role, string>;
  let enquiryId: string;
  let now = new Date('2026-12-01T05:00:00Z');

  const send = (role: Role, method: string, body: object) =>
    adminRequest(method, body, cookies[role]);
  const create = (body: object, role: Role = 'sales') => api.create(send(role, 'POST', body), {});
  const changeStatus = (id: string, body: object, role: Role = 'sales') =>
    api.changeStatus(send(role, 'POST', body), { id });
  const errorsOf = async (response: Response) =>
    ((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    api = createClientsAdminApi({ db: t.db, now: () => now });
    for (const role of ['owner', 'sales', 'editor'] as const)
      cookies[role] = (await signedInAs(t.db, role, `Test ${role}`)).cookie;
  });
  afterAll(() => t.drop());
  beforeEach(async () => {
    now = new Date('2026-12-01T05:00:00Z');
    await t.db.deleteFrom('clients').execute();
    await t.db.deleteFrom('audit_log').execute();
    enquiryId = await insertEnquiry(t.db, {
      name: 'Rohan Mehta',
      email: 'rohan@mehta.example.in',
      phone: '+919829012345',
      company: 'Mehta Jewellers',
      website: 'https://mehta-jewellers.example.in',
      service: 'local-seo',
      message: 'Please quote for local SEO in Jaipur.',
    });
  });

  /** The form as the new-client screen fills it from the enquiry. */
  const draft = async () => {
    const page = await loadNewClient(enquiryId, t.db);
    if (page.kind !== 'form') throw new Error(`expected a form, got ${page.kind}`);
    return page;
  };

  it('fills a won enquiry’s client from it and its accepted quote, and records which quote', async () => {
    const quoteId = await createQuote(t.db, enquiryId, await quoteContentOf(t.db, quote), 'Sara');
    await markQuoteSent(t.db, quoteId);
    await recordQuoteAnswer(t.db, quoteId, {
      action: 'accept',
      name: 'Rohan Mehta',
      ipAddress: '203.0.113.9',
      userAgent: 'test',
    });
    await updateEnquiryStatus(t.db, enquiryId, 'won');
    const page = await draft();
    expect(page.quoteNumber).toMatch(/^Q\/2026-27\/\d{4}$/);
    expect(page.values).toMatchObject({
      name: 'Mehta Jewellers Pvt Ltd',
      website: 'https://mehta-jewellers.example.in',
      contactName: 'Rohan Mehta',
      contactEmail: 'rohan@mehta.example.in',
      contactPhone: '+919829012345',
      reach: 'local',
      services: ['local-seo'],
      monthlyFee: 41000,
      enquiryId,
    });

    const made = await create({ ...page.values, startedOn: '2026-12-01' });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    expect(await clientById(t.db, id)).toMatchObject({
      name: 'Mehta Jewellers Pvt Ltd',
      monthlyFeePaise: 4100000,
      services: ['local-seo'],
      status: 'active',
      statusOn: '2026-12-01',
      enquiryId,
      quoteId,
    });
    expect(await clientEvents(t.db, id)).toMatchObject([
      { status: 'active', onDate: '2026-12-01', note: 'Work started', author: 'Test sales' },
    ]);

    // The enquiry is a client now: its screen opens the client, and a second is refused.
    expect(await loadNewClient(enquiryId, t.db)).toEqual({ kind: 'exists', clientId: id });
    const again = await create({ ...page.values, startedOn: '2026-12-01' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ id, error: 'This enquiry is a client already.' });
    expect(await countRows(t.db, 'clients')).toBe(1);
  });

  it('leaves the fee empty without an accepted quote, and an enquiry in the trash keeps its client', async () => {
    const page = await draft();
    expect(page.quoteNumber).toBeNull();
    expect(page.values.monthlyFee).toBeNull();
    const made = await create(page.values);
    const { id } = (await made.json()) as { id: string };
    expect(await deleteEnquiry(t.db, enquiryId, 'Test owner')).toBeTruthy();
    expect(await clientById(t.db, id)).toMatchObject({ name: 'Mehta Jewellers', enquiryId: null });
  });

  it('answers bad input with errors under the fields and stores nothing', async () => {
    const good = (await draft()).values;
    const cases: Array<[Partial<ClientInput>, string, string]> = [
      [{ name: '' }, 'name', 'Give the client’s business name'],
      [{ website: '' }, 'website', 'Give the client’s website: its monthly audit reads it'],
      [{ website: 'ftp://files.example.in' }, 'website', 'Please enter a valid URL'],
      [{ contactEmail: 'rohan@' }, 'contactEmail', 'Please enter a valid email address'],
      [{ services: [] }, 'services', 'Choose at least one service'],
      [{ monthlyFee: 41000.5 }, 'monthlyFee', 'Give the monthly fee in whole rupees'],
      [{ startedOn: '1 Dec' }, 'startedOn', 'Give the date the work started'],
    ];
    for (const [change, field, message] of cases) {
      const response = await create({ ...good, ...change });
      expect(response.status, field).toBe(400);
      expect((await errorsOf(response))[field], field).toEqual([message]);
    }
    expect(await countRows(t.db, 'clients')).toBe(0);
  });

  it('lets sales and the owner in, and keeps editors and strangers out', async () => {
    const values = (await draft()).values;
    expect((await create(values, 'editor')).status).toBe(403);
    expect((await api.create(adminRequest('POST', values), {})).status).toBe(401);
    const made = await create(values, 'owner');
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    const edit = { ...values, monthlyFee: 45000 };
    expect((await api.update(send('editor', 'PUT', edit), { id })).status).toBe(403);
    expect((await changeStatus(id, { status: 'paused', on: '2027-01-01' }, 'editor')).status).toBe(
      403,
    );
    expect((await api.update(send('sales', 'PUT', edit), { id })).status).toBe(200);
    expect((await clientById(t.db, id))!.monthlyFeePaise).toBe(4500000);
    expect((await api.update(send('sales', 'PUT', edit), { id: 'nobody' })).status).toBe(404);
  });

  it('pauses, resumes and ends a client from dates, each kept in its history and the audit log', async () => {
    const made = await create({ ...(await draft()).values, startedOn: '2026-12-01' });
    const { id } = (await made.json()) as { id: string };

    const early = await changeStatus(id, { status: 'paused', on: '2026-11-30' });
    expect(await errorsOf(early)).toEqual({
      on: ['Give a date on or after the day the work started.'],
    });
    const same = await changeStatus(id, { status: 'active', on: '2026-12-15' });
    expect(await errorsOf(same)).toEqual({ status: ['The client is active already.'] });
    expect((await changeStatus('nobody', { status: 'paused', on: '2027-01-01' })).status).toBe(404);

    now = new Date('2027-01-20T05:00:00Z');
    const paused = await changeStatus(id, {
      status: 'paused',
      on: '2027-02-01',
      note: 'Shop closed for renovation',
    });
    expect(paused.status).toBe(200);
    now = new Date('2027-03-01T05:00:00Z');
    await changeStatus(id, { status: 'active', on: '2027-03-01' });
    now = new Date('2027-09-01T05:00:00Z');
    await changeStatus(id, { status: 'ended', on: '2027-09-30', note: 'Moved the work in-house' });

    expect(await clientById(t.db, id)).toMatchObject({ status: 'ended', statusOn: '2027-09-30' });
    expect(
      (await clientEvents(t.db, id)).map((e) => [e.status, e.onDate, e.note, e.author]),
    ).toEqual([
      ['ended', '2027-09-30', 'Moved the work in-house', 'Test sales'],
      ['active', '2027-03-01', '', 'Test sales'],
      ['paused', '2027-02-01', 'Shop closed for renovation', 'Test sales'],
      ['active', '2026-12-01', 'Work started', 'Test sales'],
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['target', 'action'])
      .where('target', '=', 'Client Mehta Jewellers')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['created', 'ended', 'paused', 'resumed']);
  });
});
