import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';

import { createEmailTemplateAdminApi } from '@/server/admin/enquiries/email-template-admin-api';
import { htmlFromTemplateText } from '@/lib/email-template-text';
import { getEmailTemplate } from '@/server/queries/email-templates';
import { createEnquiriesAdminApi } from '@/server/admin/enquiries/enquiries-admin-api';
import { createSignInApi } from '@/server/admin/sign-in/sign-in-api';
import { createTrashAdminApi } from '@/server/admin/trash/trash-admin-api';
import { ensureOwnerAccount } from '@/server/auth/owner-account';
import { createSession } from '@/server/auth/sessions';
import { getAccountPolicy, saveAccountPolicy } from '@/server/auth/account-policy';
import { seedDatabase } from '@/server/db/seed';
import { SOCKET_ADDRESS_HEADER } from '@/server/http/client-address';
import { enqueueMail } from '@/server/mail/outbox';
import { listEvents } from '@/server/queries/enquiry-events';
import { addNote, insertEnquiry } from '@/server/queries/enquiry-writes';
import { listTrash } from '@/server/queries/trash';
import { queueWebhook } from '@/server/queries/webhook-deliveries';

import { signedInAs } from '../support/admin-session';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const password = 'correct horse battery staple';
const origin = 'http://admin.test';

function request(
  path: string,
  init: RequestInit & { cookie?: string; ip?: string; crossSite?: boolean } = {},
) {
  const headers = new Headers(init.headers);
  headers.set('host', 'admin.test');
  headers.set(SOCKET_ADDRESS_HEADER, init.ip ?? '192.0.2.1');
  if (!init.crossSite) headers.set('origin', origin);
  else headers.set('origin', 'https://evil.example');
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.body) headers.set('content-type', 'application/json');
  return new Request(`${origin}${path}`, { ...init, headers });
}

describe.each(engines)('enquiries admin API on %s', (engine) => {
  let t: TestDatabase;
  let api: ReturnType<typeof createEnquiriesAdminApi> &
    Pick<ReturnType<typeof createEmailTemplateAdminApi>, 'save'>;
  let trash: ReturnType<typeof createTrashAdminApi>;
  let signIn: ReturnType<typeof createSignInApi>;
  let cookie: string;
  let ownerId: string;
  let enquiryId: string;

  const login = (pw: string, ip?: string) =>
    signIn.login(
      request('/api/admin/login', {
        method: 'POST',
        body: JSON.stringify({ email: 'Owner@Team.test', password: pw }),
        ip,
      }),
    );

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    await ensureOwnerAccount(t.db, 'owner@team.test', password);
    ownerId = (await t.db.selectFrom('admin_users').select('id').executeTakeFirstOrThrow()).id;
    api = {
      ...createEnquiriesAdminApi({
        db: t.db,
        notifyTo: () => Promise.resolve(['owner@agency.test']),
        siteUrl: 'https://agency.example',
        deliverSoon: () => {},
      }),
      ...createEmailTemplateAdminApi({ db: t.db }),
    };
    trash = createTrashAdminApi({
      db: t.db,
      revalidate: () => {},
      reloadRouting: () => Promise.resolve(),
    });
    signIn = createSignInApi({
      db: t.db,
      secureCookies: false,
      issuer: () => Promise.resolve('Test Agency'),
      throttle: {
        perAddress: 3,
        perAccount: 100,
        overall: 20,
        windowSeconds: 900,
        brakeDelayMs: 1,
      },
    });
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(async () => {
    enquiryId = await insertEnquiry(t.db, {
      name: '=HYPERLINK("http://evil")',
      email: 'a@example.in',
      service: 'seo',
      city: 'Pune',
      message: 'Line one\nLine "two"',
    });
    const response = await login(password, `198.51.100.${Math.floor(Math.random() * 200)}`);
    cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  });

  const endpoints = () =>
    [
      [
        'PATCH /api/admin/enquiries/{id}',
        () =>
          api.setStatus(
            request('/x', { method: 'PATCH', body: JSON.stringify({ status: 'won' }) }),
            { id: enquiryId },
          ),
      ],
      [
        'DELETE /api/admin/enquiries/{id}',
        () => api.remove(request('/x', { method: 'DELETE' }), { id: enquiryId }),
      ],
      [
        'PUT /api/admin/enquiries/email-template',
        () =>
          api.save(
            request('/x', { method: 'PUT', body: JSON.stringify({ subject: 'x', body: 'y' }) }),
            {},
          ),
      ],
      [
        'GET /api/admin/enquiries/export',
        () => api.exportCsv(request('/api/admin/enquiries/export'), {}),
      ],
    ] as const;

  it('refuses every admin route without a session, and with an expired one', async () => {
    for (const [name, call] of endpoints()) expect((await call()).status, name).toBe(401);
    const { token } = await createSession(
      t.db,
      ownerId,
      { userAgent: 'vitest', ipAddress: '127.0.0.1' },
      new Date(Date.now() - 9 * 3600 * 1000),
    );
    const expired = await api.exportCsv(
      request('/api/admin/enquiries/export', { cookie: `admin_session=${token}` }),
      {},
    );
    expect(expired.status).toBe(401);
    const row = await t.db
      .selectFrom('form_submissions')
      .select('status')
      .where('id', '=', enquiryId)
      .executeTakeFirst();
    expect(row?.status).toBe('new');
  });

  it('signs the owner in with e-mail and password: an httpOnly, SameSite=Lax cookie whose token is stored hashed', async () => {
    const response = await login(password, '203.0.113.50');
    expect(response.status).toBe(200);
    const setCookie = response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(
      /^admin_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Expires=/,
    );
    const token = setCookie.split(';')[0]!.split('=')[1]!;
    const stored = await t.db.selectFrom('admin_sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
  });

  it('answers 401 for a wrong password, then 429 once the address has failed too often', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < 3; i++) {
      const response = await login('wrong password', ip);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Incorrect e-mail or password' });
    }
    const throttled = await login(password, ip);
    expect(throttled.status).toBe(429);
    expect(((await throttled.json()) as { error: string }).error).toMatch(
      /^Too many failed attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(password, '203.0.113.100')).status).toBe(200);
  });

  it('checks at most the limit of passwords when one address tries many at once', async () => {
    const ip = '203.0.113.120';
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => login('wrong password', ip)),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
  });

  it('never refuses a correct password from a fresh address, however many failures came from others', async () => {
    for (let i = 0; i < 25; i++) {
      expect((await login('wrong password', `198.18.0.${i + 1}`)).status).toBe(401);
    }
    expect((await login(password, '198.18.1.1')).status).toBe(200);
    expect((await login('wrong password', '198.18.1.2')).status).toBe(401);
  });

  it('refuses cross-site writes and sign-ins', async () => {
    const response = await api.setStatus(
      request('/x', {
        method: 'PATCH',
        body: JSON.stringify({ status: 'won' }),
        cookie,
        crossSite: true,
      }),
      { id: enquiryId },
    );
    expect(response.status).toBe(403);
    expect(
      (
        await signIn.login(
          request('/api/admin/login', {
            method: 'POST',
            body: JSON.stringify({ email: 'owner@team.test', password }),
            crossSite: true,
          }),
        )
      ).status,
    ).toBe(403);
  });

  it('changes a status, refuses an unknown one, and persists it', async () => {
    const ok = await api.setStatus(
      request('/x', { method: 'PATCH', body: JSON.stringify({ status: 'contacted' }), cookie }),
      { id: enquiryId },
    );
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { enquiry: { status: string } }).enquiry.status).toBe('contacted');
    const bad = await api.setStatus(
      request('/x', { method: 'PATCH', body: JSON.stringify({ status: 'archived' }), cookie }),
      { id: enquiryId },
    );
    expect(bad.status).toBe(400);
    const missing = await api.setStatus(
      request('/x', { method: 'PATCH', body: JSON.stringify({ status: 'won' }), cookie }),
      { id: 'nope' },
    );
    expect(missing.status).toBe(404);
    const row = await t.db
      .selectFrom('form_submissions')
      .select('status')
      .where('id', '=', enquiryId)
      .executeTakeFirst();
    expect(row?.status).toBe('contacted');
  });

  const stored = (table: 'form_submissions' | 'enquiry_events' | 'email_outbox') =>
    t.db
      .selectFrom(table)
      .select('id')
      .where(table === 'form_submissions' ? 'id' : 'submission_id', '=', enquiryId)
      .execute();

  it('moves an enquiry to the trash with its notes, timeline and queued mail, and back', async () => {
    await addNote(t.db, enquiryId, 'Called, sending a quote', 'Owner');
    await enqueueMail(t.db, {
      to: 'owner@agency.test',
      enquiryId,
      subject: 'New enquiry',
      html: '<p>Line one</p>',
    });
    await queueWebhook(t.db, { enquiryId, url: 'https://crm.test/', payload: '{}' });
    const timeline = await listEvents(t.db, enquiryId);

    const removed = await api.remove(request('/x', { method: 'DELETE', cookie }), {
      id: enquiryId,
    });
    expect(removed.status).toBe(200);
    const { trashId } = (await removed.json()) as { trashId: string };
    expect(await stored('form_submissions')).toEqual([]);
    // Its queued mail waits in the trash: the outbox has nothing of it to send.
    expect(await stored('email_outbox')).toEqual([]);
    expect((await listTrash(t.db)).find((entry) => entry.id === trashId)).toMatchObject({
      kind: 'enquiry',
      title: 'Enquiry from =HYPERLINK("http://evil")',
    });
    expect(
      (await api.remove(request('/x', { method: 'DELETE', cookie }), { id: enquiryId })).status,
    ).toBe(404);

    const restored = await trash.restore(request('/x', { method: 'POST', cookie }), {
      id: trashId,
    });
    expect(restored.status).toBe(200);
    expect(await listEvents(t.db, enquiryId)).toEqual(timeline);
    expect(await stored('email_outbox')).toHaveLength(1);
    const hooks = await t.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('submission_id', '=', enquiryId)
      .execute();
    expect(hooks).toHaveLength(1);
  });

  it('lets Sales delete and restore enquiries only when the owner allows it', async () => {
    const sales = await signedInAs(t.db, 'sales');
    const asSales = (method: string) => request('/x', { method, cookie: sales.cookie });
    expect((await api.remove(asSales('DELETE'), { id: enquiryId })).status).toBe(403);
    expect(await stored('form_submissions')).toHaveLength(1);

    // Deleted by the owner: Sales may not bring it back either, nor see it in the trash.
    const removed = await api.remove(request('/x', { method: 'DELETE', cookie }), {
      id: enquiryId,
    });
    const { trashId } = (await removed.json()) as { trashId: string };
    expect((await trash.restore(asSales('POST'), { id: trashId })).status).toBe(403);
    expect((await trash.remove(asSales('DELETE'), { id: trashId })).status).toBe(403);
    const editor = await signedInAs(t.db, 'editor');
    const asEditor = request('/x', { method: 'POST', cookie: editor.cookie });
    expect((await trash.restore(asEditor, { id: trashId })).status).toBe(403);
    expect(await stored('form_submissions')).toEqual([]);

    const settings = await getAccountPolicy(t.db);
    await saveAccountPolicy(t.db, { ...settings, salesMayDeleteEnquiries: true });
    try {
      expect((await trash.restore(asSales('POST'), { id: trashId })).status).toBe(200);
      expect(await stored('form_submissions')).toHaveLength(1);
      expect((await api.remove(asSales('DELETE'), { id: enquiryId })).status).toBe(200);
    } finally {
      await saveAccountPolicy(t.db, settings);
    }
  });

  it('updates the e-mail template after validating it', async () => {
    const bad = await api.save(
      request('/x', {
        method: 'PUT',
        body: JSON.stringify({ subject: '', body: '{{secret}}' }),
        cookie,
      }),
      {},
    );
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.subject).toEqual(['Please enter a subject']);
    const good = await api.save(
      request('/x', {
        method: 'PUT',
        body: JSON.stringify({ subject: 'Lead: {{name}}', body: '<p>{{message}}</p>' }),
        cookie,
      }),
      {},
    );
    expect(good.status).toBe(200);
    const row = await t.db
      .selectFrom('email_templates')
      .select(['subject', 'body'])
      .where('name', '=', 'contact_form_notification')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ subject: 'Lead: {{name}}', body: '<p>{{message}}</p>' });
  });

  it('keeps a template written as text, and sends the HTML made from it', async () => {
    const save = (input: object) =>
      api.save(request('/x', { method: 'PUT', body: JSON.stringify(input), cookie }), {});
    const refused = await save({ subject: 'Lead', asHtml: false, text: '  ' });
    expect(((await refused.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      text: ['Please write the e-mail'],
    });
    const text = 'New lead: {{name}} <via site>\n\nMessage:\n{{message}}';
    const saved = await save({ subject: 'Lead {{name}}', asHtml: false, text, body: 'ignored' });
    expect(saved.status).toBe(200);
    const stored = await getEmailTemplate(t.db, 'contact_form_notification');
    expect(stored!.text).toBe(text);
    expect(stored!.body).toBe(htmlFromTemplateText(text));
    expect(stored!.body).toContain('New lead: {{name}} &lt;via site&gt;</p>');
    // Saved as HTML again: the text is dropped, the HTML is sent as written.
    await save({ subject: 'Lead', asHtml: true, body: '<p>{{message}}</p>' });
    expect(await getEmailTemplate(t.db, 'contact_form_notification')).toMatchObject({
      text: null,
      body: '<p>{{message}}</p>',
    });
  });

  it('saves the auto-reply and its switch, and warns of an unknown placeholder', async () => {
    const save = (input: object) =>
      api.save(request('/x', { method: 'PUT', body: JSON.stringify(input), cookie }), {});
    const response = await save({
      which: 'auto-reply',
      subject: 'Thanks {{name}}',
      body: '<p>Dear {{nmae}}</p>',
      enabled: true,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      template: { name: 'contact_auto_reply', enabled: true, body: '<p>Dear {{nmae}}</p>' },
      warnings: [expect.stringMatching(/^Unknown placeholder \{\{nmae\}\}: it will be left empty/)],
    });
    // The notification has no switch: it is always sent.
    const notification = await save({ subject: 'Lead', body: '<p>x</p>', enabled: false });
    expect(await notification.json()).toMatchObject({ template: { enabled: true }, warnings: [] });
    await save({ which: 'auto-reply', subject: 'Thanks', body: '<p>x</p>', enabled: false });
  });

  it('exports CSV with the header, quoting, formula guard, file name and filters', async () => {
    await insertEnquiry(t.db, {
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      service: 'ppc',
      city: 'Chennai',
      message: 'PPC please',
    });
    // Stored through the form: the phone in E.164; and an older row, its phone as it was typed.
    await insertEnquiry(t.db, {
      name: 'Meera Nair',
      email: 'meera@example.in',
      phone: '+919839012345',
      company: 'Nair Textiles',
      website: 'https://nairtextiles.in',
      service: 'seo',
      message: 'Online line of sarees',
    });
    await insertEnquiry(t.db, {
      name: 'Old Row',
      email: 'old@example.in',
      phone: '+91-22-4012-3456',
      service: 'seo',
      message: 'A line from before',
    });
    const response = await api.exportCsv(
      request('/api/admin/enquiries/export?service=seo&q=line', { cookie }),
      {},
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="form-submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await response.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"Name","Email","Phone","Company","Website","Service","City","Message","Status","Created At","Lost Reason","Quote Value"',
    );
    expect(text).toContain(
      `"'=HYPERLINK(""http://evil"")","a@example.in","","","","SEO","Pune","Line one\nLine ""two""","new",`,
    );
    // Read back as a spreadsheet reads it: the phone keeps its country code, with no apostrophe
    // and no leading + (a formula); the website sits after the company.
    const cells = parse<Record<string, string>>(text, { bom: true, columns: true });
    expect(cells.find((row) => row.Name === 'Meera Nair')).toMatchObject({
      Phone: '(+91) 98390 12345',
      Company: 'Nair Textiles',
      Website: 'https://nairtextiles.in',
    });
    expect(cells.find((row) => row.Name === 'Old Row')?.Phone).toBe('(+91) 22 4012 3456');
    expect(text).not.toContain('Ravi Kumar');
    expect(lines[1]).toMatch(/,"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}","",""$/);
  });

  it('ends the session on the server at logout', async () => {
    const response = await signIn.logout(request('/api/admin/logout', { method: 'POST', cookie }));
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0');
    expect(
      (await api.exportCsv(request('/api/admin/enquiries/export', { cookie }), {})).status,
    ).toBe(401);
  });
});
