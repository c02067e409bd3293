import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createEnquiriesAdminApi } from '@/server/admin/enquiries/enquiries-admin-api';
import { seedDatabase } from '@/server/db/seed';
import {
  AUTO_REPLIES_PER_HOUR,
  queueEnquiryDeliveries,
  queueUndispatchedEnquiries,
} from '@/server/enquiries/dispatch-enquiry';
import { deliverDueMail } from '@/server/mail/outbox';
import { smtpSender } from '@/server/mail/transport';
import { listEvents } from '@/server/queries/enquiry-events';
import { insertEnquiry, updateEnquiryStatus } from '@/server/queries/enquiry-writes';
import { updateEmailTemplate } from '@/server/queries/email-templates';
import { getEnquiry, listEnquiries } from '@/server/queries/enquiries';
import { saveEnquirySettings } from '@/server/queries/enquiry-settings';
import { CONTACT_AUTO_REPLY_TEMPLATE } from '@/content/email-templates';
import { defaultEnquirySettings } from '@/lib/validation/enquiry';
import { PHONE_MESSAGE } from '@/lib/phone';

import { signedInAs } from '../support/admin-session';
import { solvedCaptcha } from '../support/captcha';
import { testContactEndpoint, testHmacKey as hmacKey } from '../support/contact';
import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';
import { decode, startSmtp, stopSmtp } from '../support/smtp';

const origin = 'http://admin.test';
const enquiry = {
  name: 'Kavya Iyer',
  email: 'kavya@example.in',
  service: 'local-seo',
  city: 'Pune',
  message: 'Please call me about <b>maps</b> & reviews.',
};
const allFilters = { q: '', status: 'all', service: 'all', date: 'all', page: 1 };

function adminRequest(path: string, cookie: string, method = 'GET', body?: object) {
  return new Request(`${origin}${path}`, {
    method,
    headers: { host: 'admin.test', origin, 'content-type': 'application/json', cookie },
    body: body ? JSON.stringify(body) : undefined,
  });
}

describe.each(engines)('lead pipeline on %s', (engine) => {
  let t: TestDatabase;
  let cookie: string;
  let api: ReturnType<typeof createEnquiriesAdminApi>;
  let delivered = 0;

  const submit = async (extra: object = {}, minFillSeconds = 0) => {
    const send = testContactEndpoint(t.db, {
      rateLimit: 1000,
      notifyTo: ['owner@agency.test', 'sales@agency.test'],
      minFillSeconds,
    });
    const response = await send(
      { ...enquiry, captcha: await solvedCaptcha(hmacKey), ...extra },
      '198.51.100.7',
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const kinds = async (id: string) => (await listEvents(t.db, id)).map((e) => e.kind);
  /** Runs `body` with the auto-reply switched on as `template`, and switches it off after. */
  const withAutoReply = async (
    template: { subject: string; body: string },
    body: (saved: Awaited<ReturnType<typeof updateEmailTemplate>>) => Promise<void>,
  ) => {
    const saved = await updateEmailTemplate(t.db, CONTACT_AUTO_REPLY_TEMPLATE, {
      ...template,
      enabled: true,
    });
    try {
      await body(saved);
    } finally {
      await updateEmailTemplate(t.db, CONTACT_AUTO_REPLY_TEMPLATE, {
        subject: 'Thanks {{name}}',
        body: '<p>x</p>',
        enabled: false,
      });
    }
  };
  /** Sends what the outbox holds to a real SMTP server: the report, and each message as received. */
  const deliverToSmtp = async (from = 'site@agency.test') => {
    const smtp = await startSmtp();
    try {
      const report = await deliverDueMail(t.db, {
        send: smtpSender(`smtp://127.0.0.1:${smtp.port}`),
        from,
      });
      const mail = (to: string) => decode(smtp.received.find((m) => m.to[0] === to)!.raw);
      return { report, received: smtp.received, mail };
    } finally {
      await stopSmtp(smtp.server);
    }
  };

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    ({ cookie } = await signedInAs(t.db));
    api = createEnquiriesAdminApi({
      db: t.db,
      notifyTo: () => Promise.resolve(['owner@agency.test']),
      siteUrl: 'https://agency.example',
      deliverSoon: () => void delivered++,
    });
  });
  afterAll(() => t.drop());
  beforeEach(async () => {
    await t.db.deleteFrom('email_outbox').execute();
    await t.db.deleteFrom('webhook_deliveries').execute();
    await t.db.deleteFrom('form_submissions').execute();
    await saveEnquirySettings(t.db, defaultEnquirySettings);
  });

  it('keeps a timeline of the enquiry: received, status changes and notes, oldest first', async () => {
    const id = await submit();
    expect(await updateEnquiryStatus(t.db, id, 'contacted', 'Asha')).toBe(true);
    expect(await updateEnquiryStatus(t.db, id, 'contacted', 'Asha')).toBe(true);
    const noted = await api.note(
      adminRequest(`/api/admin/enquiries/${id}/notes`, cookie, 'POST', {
        note: 'Called her: wants a quote for two clinics.',
      }),
      { id },
    );
    expect(noted.status).toBe(201);

    const response = await api.timeline(adminRequest(`/x`, cookie), { id });
    const { events } = (await response.json()) as {
      events: { kind: string; detail: string; author: string | null }[];
    };
    // Each says who did it: the site itself, or the team member.
    expect(events.map((e) => [e.kind, e.detail, e.author])).toEqual([
      ['received', '', null],
      ['status', 'contacted', 'Asha'],
      ['note', 'Called her: wants a quote for two clinics.', 'Test owner'],
    ]);
  });

  it('refuses an empty note, a note without a session and a note on a missing enquiry', async () => {
    const id = await submit();
    const path = `/api/admin/enquiries/${id}/notes`;
    const empty = await api.note(adminRequest(path, cookie, 'POST', { note: '  ' }), { id });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ fieldErrors: { note: ['Please write the note'] } });
    const anonymous = await api.note(adminRequest(path, '', 'POST', { note: 'x' }), { id });
    expect(anonymous.status).toBe(401);
    const missing = await api.note(adminRequest(path, cookie, 'POST', { note: 'x' }), {
      id: '00000000-0000-0000-0000-000000000000',
    });
    expect(missing.status).toBe(404);
    expect(await kinds(id)).toEqual(['received']);
  });

  it('mails every recipient and, once switched on, the visitor, all through the outbox', async () => {
    const template = {
      subject: 'Your enquiry about {{service_interest}}: {{message}}, {{name}}',
      body: '<p>Dear {{name}}, about {{service_interest}}: {{message}}</p>',
    };
    let id = '';
    await withAutoReply(template, async (saved) => {
      expect(saved?.enabled).toBe(true);
      id = await submit();
      const { report, received, mail } = await deliverToSmtp();
      expect(report).toEqual({ sent: 3, failed: 0 });
      const recipients = received.map((m) => m.to[0]).sort();
      expect(recipients).toEqual(['kavya@example.in', 'owner@agency.test', 'sales@agency.test']);
      const reply = mail('kavya@example.in');
      // The visitor's own words never go into the subject.
      expect(reply).toContain('Subject: Your enquiry about Local SEO\r\n');
      expect(reply).toContain('Dear Kavya Iyer, about Local SEO:');
      expect(reply).toContain('&lt;b&gt;maps&lt;/b&gt; &amp; reviews.');
    });
    expect((await kinds(id)).sort()).toEqual(
      ['auto-reply-sent', 'mail-sent', 'mail-sent', 'received'].sort(),
    );
  });

  it('sends no link the visitor typed to the address they typed, and the team gets it all', async () => {
    const template = {
      subject: 'Thanks',
      body: '<p>Dear {{name}} of {{company}} ({{website}}): {{message}}</p>',
    };
    await withAutoReply(template, async () => {
      await t.db.deleteFrom('rate_limits').execute();
      await submit({
        name: 'Win cheap-pills.example now',
        company: 'Visit www.offer.example/deal',
        website: 'https://spam.example',
        message: 'Cheap loans at https://evil.example/apply and bit.ly/x today.',
      });
      const { mail } = await deliverToSmtp();
      const reply = mail('kavya@example.in');
      expect(reply).toContain(
        'Dear Win [link removed] now of Visit [link removed] (): Cheap loans at [link removed] and [link removed] today.',
      );
      for (const link of [
        'cheap-pills.example',
        'offer.example',
        'spam.example',
        'evil.example',
        'bit.ly',
      ])
        expect(reply).not.toContain(link);
      expect(mail('owner@agency.test')).toContain('https://evil.example/apply');
    });
  });

  it('keeps the website, and mails the team with Reply-To the visitor, the visitor with Reply-To the business', async () => {
    await withAutoReply({ subject: 'Thanks', body: '<p>Dear {{name}}</p>' }, async () => {
      await t.db.deleteFrom('rate_limits').execute();
      // A name that tries to add an address of its own to the header stays one quoted name.
      const name = 'Asha "Boss" <boss@evil.test>, Ravi';
      const id = await submit({ name, website: 'raotraders.in', phone: '098765-43210' });
      expect(await getEnquiry(t.db, id)).toMatchObject({
        id,
        website: 'https://raotraders.in',
        phone: '+919876543210',
      });
      const { mail } = await deliverToSmtp('RankSutra Digital <no-reply@agency.test>');
      const header = (raw: string) => /^Reply-To: (.*)$/m.exec(raw)?.[1];
      const notification = mail('owner@agency.test');
      expect(header(notification)).toBe(
        '"Asha \\"Boss\\" <boss@evil.test>, Ravi" <kavya@example.in>',
      );
      expect(notification).toContain('Website: https://raotraders.in<br>');
      expect(notification).toContain('Phone: +91 98765 43210<br>');
      expect(header(mail('kavya@example.in'))).toBe('RankSutra Digital <hello@ranksutra.in>');
    });
  });

  it.each([
    ['98765 43210', '+919876543210'],
    ['098765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['9876543210', '+919876543210'],
    ['0091 98765 43210', '+919876543210'],
    ['022 4012 3456', '+912240123456'],
    ['+1 415 555 0100', '+14155550100'],
    ['', null],
  ])('stores the phone %j as %j', async (typed, stored) => {
    const id = await submit({ phone: typed });
    const row = await t.db
      .selectFrom('form_submissions')
      .select('phone')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe(stored);
  });

  it('refuses a phone number that is none, and a website that is not http(s), storing nothing', async () => {
    const send = testContactEndpoint(t.db, { rateLimit: 1000, notifyTo: [], minFillSeconds: 0 });
    const response = await send(
      {
        ...enquiry,
        phone: '98765',
        website: 'javascript:alert(1)',
        captcha: await solvedCaptcha(hmacKey),
      },
      '198.51.100.7',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fieldErrors: { phone: [PHONE_MESSAGE], website: ['Please enter a valid URL'] },
    });
    expect(await countRows(t.db, 'form_submissions')).toBe(0);
  });

  it('auto-replies once a day to an address, and a bounded number an hour in all', async () => {
    await t.db.deleteFrom('rate_limits').execute();
    await updateEmailTemplate(t.db, CONTACT_AUTO_REPLY_TEMPLATE, {
      subject: 'Thanks',
      body: '<p>x</p>',
      enabled: true,
    });
    try {
      const autoReplies = async () =>
        (
          await t.db
            .selectFrom('email_outbox')
            .select('to_address')
            .where('kind', '=', 'auto-reply')
            .execute()
        ).map((row) => row.to_address);
      for (let i = 0; i < 3; i++) await submit({ email: 'Victim@Example.in' });
      expect(await autoReplies()).toEqual(['Victim@Example.in']);
      for (let i = 0; i < AUTO_REPLIES_PER_HOUR + 5; i++)
        await submit({ email: `someone-${i}@example.in` });
      expect(await autoReplies()).toHaveLength(AUTO_REPLIES_PER_HOUR);
      // Every enquiry is still stored and notified.
      expect(await countRows(t.db, 'form_submissions')).toBe(AUTO_REPLIES_PER_HOUR + 8);
    } finally {
      await updateEmailTemplate(t.db, CONTACT_AUTO_REPLY_TEMPLATE, {
        subject: 'Thanks',
        body: '<p>x</p>',
        enabled: false,
      });
    }
  });

  it('dispatches, at the next sweep, an enquiry whose server was killed before it queued the mail', async () => {
    // Stored, then the process died: no notification queued.
    const id = await insertEnquiry(t.db, { ...enquiry, service: 'local-seo' });
    const spam = await insertEnquiry(t.db, { ...enquiry, service: 'seo', spamReason: 'honeypot' });
    const deps = { notifyTo: () => Promise.resolve(['owner@agency.test']), siteUrl: origin };
    const outbox = () =>
      t.db.selectFrom('email_outbox').select(['submission_id', 'kind']).execute();
    // Its own request may still be dispatching it: a fresh enquiry is left alone for a minute.
    expect(await queueUndispatchedEnquiries(t.db, deps)).toBe(0);
    const later = new Date(Date.now() + 61_000);
    expect(await queueUndispatchedEnquiries(t.db, deps, later)).toBe(1);
    expect(await outbox()).toEqual([{ submission_id: id, kind: 'notification' }]);
    // Dispatched once, however often it is asked: the sweep again, or its own request late.
    expect(await queueUndispatchedEnquiries(t.db, deps, later)).toBe(0);
    await queueEnquiryDeliveries(t.db, id, deps);
    expect(await outbox()).toHaveLength(1);
    expect((await outbox()).map((row) => row.submission_id)).not.toContain(spam);
  });

  it('records a failed notification and its retry in the timeline', async () => {
    const id = await submit();
    const report = await deliverDueMail(t.db, {
      send: () => Promise.reject(new Error('Connection refused')),
      from: 'site@agency.test',
    });
    expect(report).toEqual({ sent: 0, failed: 2 });
    const failures = (await listEvents(t.db, id)).filter((e) => e.kind === 'mail-failed');
    expect(failures.map((e) => e.detail)).toContain(
      'owner@agency.test: Connection refused (attempt 1, retry in 1 min)',
    );
  });

  it('sends no auto-reply while it is switched off', async () => {
    await submit();
    const rows = await t.db.selectFrom('email_outbox').select(['to_address', 'kind']).execute();
    expect(rows.map((r) => r.kind)).toEqual(['notification', 'notification']);
  });

  it('keeps honeypot and too-fast enquiries in the spam folder, out of the default view', async () => {
    const caught = await submit({ fax: 'buy now' });
    const tooFast = await submit(
      { captcha: await solvedCaptcha(hmacKey, undefined, 'normal', new Date()) },
      3,
    );
    const person = await submit(
      { captcha: await solvedCaptcha(hmacKey, undefined, 'normal', new Date(Date.now() - 20_000)) },
      3,
    );
    const spam = await t.db
      .selectFrom('form_submissions')
      .select(['id', 'status', 'spam_reason'])
      .where('status', '=', 'spam')
      .orderBy('spam_reason')
      .execute();
    expect(spam.map((r) => [r.id, r.spam_reason])).toEqual([
      [caught, 'honeypot'],
      [tooFast, 'too-fast'],
    ]);
    const outbox = await t.db.selectFrom('email_outbox').select('submission_id').execute();
    expect(new Set(outbox.map((r) => r.submission_id))).toEqual(new Set([person]));

    const inbox = await listEnquiries(t.db, allFilters, { pageSize: 50 });
    expect(inbox.enquiries.map((s) => s.id)).toEqual([person]);
    const folder = await listEnquiries(t.db, { ...allFilters, status: 'spam' }, { pageSize: 50 });
    expect(folder.total).toBe(2);
  });

  it('moves an enquiry out of spam and sends its notification then', async () => {
    const id = await submit({ fax: 'x' });
    expect(await countRows(t.db, 'email_outbox')).toBe(0);
    const moved = await api.notSpam(adminRequest('/x', cookie, 'POST'), { id });
    expect(moved.status).toBe(200);
    const row = await t.db
      .selectFrom('form_submissions')
      .select(['status', 'spam_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'new', spam_reason: null });
    expect(await countRows(t.db, 'email_outbox')).toBe(1);
    expect(delivered).toBeGreaterThan(0);
    const smtp = await startSmtp();
    try {
      const report = await deliverDueMail(t.db, {
        send: smtpSender(`smtp://127.0.0.1:${smtp.port}`),
        from: 'site@agency.test',
      });
      expect(report).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received.map((m) => m.to)).toEqual([['owner@agency.test']]);
      expect(decode(smtp.received[0]!.raw)).toContain('Kavya Iyer');
    } finally {
      await stopSmtp(smtp.server);
    }
    expect((await listEvents(t.db, id)).map((e) => [e.kind, e.detail])).toEqual([
      ['received', 'honeypot'],
      ['not-spam', ''],
      ['mail-sent', 'owner@agency.test'],
    ]);

    const again = await api.notSpam(adminRequest('/x', cookie, 'POST'), { id });
    expect(again.status).toBe(409);
    expect(await countRows(t.db, 'email_outbox')).toBe(1);
  });
});
