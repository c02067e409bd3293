import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { defaultEnquirySettings } from '@/lib/validation/enquiry';
import { parseInsightPeriod } from '@/lib/enquiries/insights';
import { loadInsights } from '@/server/admin/insights/load-insights';
import { seedDatabase } from '@/server/db/seed';
import type { OutboxKind } from '@/server/db/schema';
import { saveEnquirySettings } from '@/server/queries/enquiry-settings';
import { auditOfEnquiry, reportAtToken } from '@/server/queries/seo-audit-enquiries';
import { auditById, purgeExpiredAudits, queueAudit } from '@/server/queries/seo-audits';
import { createAuditWorker } from '@/server/seo-audit/audit-worker';
import { REPORT_MAILS_PER_ADDRESS_PER_DAY } from '@/server/seo-audit/report-mail';
import { AUDIT_QUEUE_LIMIT, startEnquiryAudit } from '@/server/seo-audit/start-audit';

import { goodSite } from '../support/seo-audit-fixtures';
import { testAuditEndpoint } from '../support/seo-audit-request';
import { solvedCaptcha } from '../support/captcha';
import { testHmacKey } from '../support/contact';
import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';
import { startFixtureSite } from '../support/fixture-site';

// The free SEO audit's form on both engines: the enquiry stored first, the audit queued (or the
// day's report reused), the report mailed to the prospect once, and every bound at the door.

type Site = Awaited<ReturnType<typeof startFixtureSite>>;
const prospect = { name: 'Asha Rao', email: 'asha@example.in', city: 'Pune', consent: true };

describe.each(engines)('POST /api/seo-audit on %s', (engine) => {
  let t: TestDatabase;
  let site: Site;
  let endpoint: ReturnType<typeof testAuditEndpoint>;
  const runAudits = () =>
    createAuditWorker({
      getDb: () => t.db,
      userAgent: 'FreeSeoAudit/1.0 test',
      allowPrivate: true,
      siteUrl: 'https://agency.example.in',
    }).soon();
  /** The audit form sent without JavaScript by Asha, with `more` fields. */
  const askWithoutScript = (more: Record<string, string> = {}) =>
    endpoint.form({
      website: site.origin,
      name: 'Asha Rao',
      email: 'asha@example.in',
      consent: 'on',
      ...more,
    });
  /** The team runs the enquiry's audit again from the admin. */
  const teamRunsAgain = (enquiryId: string) =>
    startEnquiryAudit(t.db, {
      enquiryId,
      target: new URL(site.origin),
      siteUrl: 'https://agency.example.in',
      author: 'owner@example.in',
    });
  const enquiry = (id: string) =>
    t.db.selectFrom('form_submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const mails = (kind: OutboxKind) =>
    t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('kind', '=', kind)
      .orderBy('created_at')
      .execute();

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    site = await startFixtureSite(goodSite(() => site.origin));
    endpoint = testAuditEndpoint(t.db);
  });
  afterAll(async () => {
    await site.close();
    await t.drop();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('email_outbox').execute();
    await t.db.deleteFrom('webhook_deliveries').execute();
    await t.db.deleteFrom('form_submissions').execute();
    await t.db.deleteFrom('seo_audits').execute();
    await t.db.deleteFrom('rate_limits').execute();
  });

  it('stores the enquiry, queues the audit and mails the prospect the report once', async () => {
    await saveEnquirySettings(t.db, {
      ...defaultEnquirySettings,
      webhookUrl: 'https://hooks.example.in/leads',
      webhookSecret: 'a-secret-of-sixteen-characters',
    });
    const response = await endpoint.json({
      ...prospect,
      website: site.origin,
      captcha: await solvedCaptcha(testHmacKey),
      sourcePage: '/free-seo-audit',
    });
    expect(response.status).toBe(201);
    const { token, reportUrl } = (await response.json()) as { token: string; reportUrl: string };
    expect(reportUrl).toBe(`/free-seo-audit/report/${token}`);
    const [row] = await t.db.selectFrom('form_submissions').selectAll().execute();
    expect(row).toMatchObject({
      origin: 'audit',
      website: site.origin,
      service_interest: 'seo',
      status: 'new',
      landing_path: '/free-seo-audit',
    });
    expect((await auditOfEnquiry(t.db, row!.id))!.reportToken).toBe(token);
    // The team's notification and the webhook link the report; no auto-reply, the report is the reply.
    const [notification] = await mails('notification');
    expect(notification!.html).toContain(
      `https://agency.example.in/free-seo-audit/report/${token}`,
    );
    expect(await mails('auto-reply')).toHaveLength(0);
    const hook = await t.db.selectFrom('webhook_deliveries').selectAll().executeTakeFirstOrThrow();
    expect((JSON.parse(hook.payload) as { enquiry: unknown }).enquiry).toMatchObject({
      origin: 'audit',
      auditReportUrl: `https://agency.example.in/free-seo-audit/report/${token}`,
    });
    expect(await mails('audit-report')).toHaveLength(0);

    await runAudits();
    const [report] = await mails('audit-report');
    expect(report).toMatchObject({ to_address: 'asha@example.in', submission_id: row!.id });
    expect(report!.subject).toMatch(/^Your free SEO audit of 127\.0\.0\.1: \d+\/100$/);
    expect(report!.html).toContain(`https://agency.example.in/free-seo-audit/report/${token}`);
    expect((await enquiry(row!.id)).audit_mailed_at).not.toBeNull();
    await runAudits();
    expect(await mails('audit-report')).toHaveLength(1);

    // A second prospect asking for the site within minutes gets its report, mailed at once, at an
    // address of their own: each address books its own prospect's call.
    const again = await endpoint.json({
      ...prospect,
      name: 'Ravi Menon',
      email: 'ravi@example.in',
      website: site.origin,
      captcha: await solvedCaptcha(testHmacKey),
    });
    const ravis = ((await again.json()) as { token: string }).token;
    expect(ravis).toMatch(/^[0-9a-f]{64}$/);
    expect(ravis).not.toBe(token);
    const mailed = await mails('audit-report');
    expect(mailed.map((m) => m.to_address)).toEqual(['asha@example.in', 'ravi@example.in']);
    expect(mailed[1]!.html).toContain(`/free-seo-audit/report/${ravis}`);
    expect(await countRows(t.db, 'seo_audits')).toBe(1);
    const ravi = await t.db
      .selectFrom('form_submissions')
      .select('id')
      .where('email', '=', 'ravi@example.in')
      .executeTakeFirstOrThrow();
    const asha = await reportAtToken(t.db, token);
    expect([asha!.enquiryId, (await reportAtToken(t.db, ravis))!.enquiryId]).toEqual([
      row!.id,
      ravi.id,
    ]);
    // The audit's own address, as reports were mailed before, shows the report and books no one.
    expect((await reportAtToken(t.db, asha!.audit.token))!.enquiryId).toBeNull();
    expect(await reportAtToken(t.db, 'f'.repeat(64))).toBeNull();

    // Minutes later, the site is read afresh for the next request.
    await t.db
      .updateTable('seo_audits')
      .set({ created_at: new Date(Date.now() - 11 * 60 * 1000).toISOString() })
      .execute();
    await endpoint.json({
      ...prospect,
      email: 'asha@example.in',
      website: site.origin,
      captcha: await solvedCaptcha(testHmacKey),
    });
    expect(await countRows(t.db, 'seo_audits')).toBe(2);
  });

  it('takes the plain form without JavaScript and answers with redirects', async () => {
    const fields = {
      website: site.origin,
      name: 'Asha Rao',
      email: 'asha@example.in',
      consent: 'on',
    };
    const sent = await endpoint.form(fields);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toMatch(/^\/free-seo-audit\/report\/[0-9a-f]{64}$/);
    const missing = await endpoint.form({ ...fields, consent: '' });
    expect([missing.status, missing.headers.get('location')]).toEqual([
      303,
      '/free-seo-audit#problem-invalid',
    ]);
    const bot = await endpoint.form({ ...fields, fax: '+91 22 0000 0000' });
    expect(bot.headers.get('location')).toBe('/free-seo-audit#problem-held');
    const statuses = await t.db
      .selectFrom('form_submissions')
      .select('status')
      .orderBy('created_at')
      .execute();
    expect(statuses.map((r) => r.status)).toEqual(['new', 'spam']);
    // The insights count it as an audit beside the enquiries of its landing page (spam left out).
    const insights = await loadInsights(parseInsightPeriod('30d'), t.db);
    expect(insights.landing.find((r) => r.key === '/free-seo-audit')).toMatchObject({
      enquiries: 1,
      audits: 1,
    });
    expect(await countRows(t.db, 'seo_audits')).toBe(1);
  });

  it('refuses in words: a missing captcha, bad fields, a fourth audit in an hour', async () => {
    const body = { ...prospect, website: 'shop.example.in' };
    const noCaptcha = await endpoint.json(body);
    expect([noCaptcha.status, ((await noCaptcha.json()) as { problem: string }).problem]).toEqual([
      403,
      'captcha',
    ]);
    const bad = await endpoint.json({
      ...body,
      website: 'ftp://x',
      captcha: await solvedCaptcha(testHmacKey),
    });
    expect(await bad.json()).toMatchObject({
      problem: 'invalid',
      fieldErrors: { website: ['Please enter a valid URL'] },
    });

    const limited = testAuditEndpoint(t.db, { perHour: 3 });
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++)
      statuses.push(
        (
          await limited.form(
            { ...body, consent: 'on', website: `site${n}.example.in` },
            '198.51.100.4',
          )
        ).status,
      );
    expect(statuses).toEqual([303, 303, 303, 303]);
    const last = await limited.form({ ...body, consent: 'on' }, '198.51.100.4');
    expect(last.headers.get('location')).toBe('/free-seo-audit#problem-limit');
  });

  it('keeps a request that finds the queue full, and audits it once the queue has room', async () => {
    for (let n = 0; n < AUDIT_QUEUE_LIMIT; n++)
      await queueAudit(t.db, new URL(`https://q${n}.example.in`));
    const waiting = await endpoint.json({
      ...prospect,
      website: site.origin,
      captcha: await solvedCaptcha(testHmacKey),
    });
    expect(waiting.status).toBe(201);
    expect(await waiting.json()).toEqual({ token: null, notice: 'later' });
    const plain = await endpoint.form({ ...prospect, consent: 'on', website: site.origin });
    expect(plain.headers.get('location')).toBe('/free-seo-audit#problem-later');
    const rows = await t.db.selectFrom('form_submissions').select(['id', 'audit_id']).execute();
    expect(rows.map((r) => r.audit_id)).toEqual([null, null]);

    // The queue makes room: the next round of the worker starts their audit and mails both.
    await t.db.deleteFrom('seo_audits').execute();
    await runAudits();
    expect(await countRows(t.db, 'seo_audits')).toBe(1);
    for (const row of rows) expect((await auditOfEnquiry(t.db, row.id))?.status).toBe('done');
    expect(await mails('audit-report')).toHaveLength(2);
  });

  it(`mails one address at most ${REPORT_MAILS_PER_ADDRESS_PER_DAY} reports a day, whoever types it`, async () => {
    const ask = async () =>
      endpoint.json({
        ...prospect,
        email: 'Someone.Else@example.in',
        website: site.origin,
        captcha: await solvedCaptcha(testHmacKey),
      });
    await ask();
    await runAudits();
    for (let n = 1; n <= REPORT_MAILS_PER_ADDRESS_PER_DAY; n++) await ask();
    expect(await mails('audit-report')).toHaveLength(REPORT_MAILS_PER_ADDRESS_PER_DAY);
    // Every request is kept, with its report at its own address.
    expect(await countRows(t.db, 'form_submissions')).toBe(REPORT_MAILS_PER_ADDRESS_PER_DAY + 1);
  });

  it("scores an online shop without the local checks, apart from a local business's audit, as the team runs it again", async () => {
    const sent = await askWithoutScript({ reach: 'online' });
    expect(sent.status).toBe(303);
    const [row] = await t.db.selectFrom('form_submissions').select(['id', 'audit_reach']).execute();
    expect(row!.audit_reach).toBe('online');
    await runAudits();
    const online = (await reportAtToken(t.db, (await auditOfEnquiry(t.db, row!.id))!.reportToken))!
      .audit;
    const status = (id: string) => online.report!.results.find((r) => r.id === id);
    for (const id of ['local-business', 'phone', 'whatsapp', 'maps', 'opening-hours'])
      expect(status(id), id).toEqual({
        id,
        status: 'skip',
        evidence: ['Left out: you told us your customers buy online, from anywhere'],
      });
    expect(status('structured-data')!.status).toBe('pass');
    expect(online.reach).toBe('online');

    // The same site for a business with a place, minutes later: audited for it, not given the other.
    await endpoint.json({
      ...prospect,
      website: site.origin,
      captcha: await solvedCaptcha(testHmacKey),
    });
    expect(await countRows(t.db, 'seo_audits')).toBe(2);
    const local = await t.db
      .selectFrom('seo_audits')
      .select('id')
      .where('id', '!=', online.id)
      .executeTakeFirstOrThrow();
    expect((await auditById(t.db, local.id))!.reach).toBe('local');

    await teamRunsAgain(row!.id);
    const rerun = (await auditOfEnquiry(t.db, row!.id))!;
    expect(rerun.id).not.toBe(online.id);
    expect((await auditById(t.db, rerun.id))!.reach).toBe('online');
  });

  it('runs a fresh audit when the team asks again, mails nobody, and keeps held reports past 30 days', async () => {
    const sent = await askWithoutScript();
    const [row] = await t.db.selectFrom('form_submissions').select('id').execute();
    await runAudits();
    const first = (await auditOfEnquiry(t.db, row!.id))!;
    expect(sent.headers.get('location')).toContain(first.reportToken);
    const rerun = await teamRunsAgain(row!.id);
    expect(rerun).not.toBe('busy');
    const second = (await auditOfEnquiry(t.db, row!.id))!;
    expect([second.status, second.token === first.token]).toEqual(['pending', false]);
    // The prospect's address stays theirs and shows the new run.
    expect(second.reportToken).toBe(first.reportToken);
    await runAudits();
    expect(await mails('audit-report')).toHaveLength(1);
    const events = await t.db
      .selectFrom('enquiry_events')
      .select(['kind', 'author'])
      .where('submission_id', '=', row!.id)
      .where('kind', '=', 'audit-requested')
      .execute();
    expect(events.map((e) => e.author)).toEqual([null, 'owner@example.in']);

    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect(await purgeExpiredAudits(t.db, later)).toBe(1);
    expect((await auditOfEnquiry(t.db, row!.id))!.id).toBe(second.id);
  });
});
