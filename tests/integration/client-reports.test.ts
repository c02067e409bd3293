import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Role } from '@/lib/admin/roles';
import type { CheckId, CheckResult } from '@/lib/seo-audit/audit-checks';
import { createClientReportApi } from '@/server/admin/clients/client-report-api';
import { clientReport } from '@/server/clients/client-report';
import { mailClientReport } from '@/server/clients/client-report-mail';
import { createReportMailHandler } from '@/server/composition/client-report-endpoint';
import { seedDatabase } from '@/server/db/seed';
import { SOCKET_ADDRESS_HEADER } from '@/server/http/client-address';
import { deliverDueMail } from '@/server/mail/outbox';
import { smtpSender } from '@/server/mail/transport';
import {
  clientAuditsOf,
  finishClientAudit,
  queueMonthlyClientAudits,
} from '@/server/queries/client-audits';
import { clientByReportToken } from '@/server/queries/client-reports';
import { replaceClientSearchMonth } from '@/server/queries/client-search';
import { clientWorkOf } from '@/server/queries/client-work';
import { clientById, createClient } from '@/server/queries/clients';

import { adminRequest } from '../support/admin-request';
import { signedInAs } from '../support/admin-session';
import { clientData } from '../support/clients';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';
import { decode, startSmtp, stopSmtp } from '../support/smtp';

// A client's report on both engines: its private address (replaced by the owner or an admin, the
// old one then unknown), its months (audits with what was fixed and what went wrong, Search
// Console figures with the top lines, the work log), its mail when a month is audited (Reply-To
// the owner, a one-click unsubscribe that is honoured), sent by hand after a preview.

const SITE = 'https://agency.example';

const client = clientData();

const results = (failing: CheckId[]): CheckResult[] =>
  (['indexable', 'https', 'title'] as CheckId[]).map((id) => ({
    id,
    status: failing.includes(id) ? 'fail' : 'pass',
    evidence: [],
  }));

const report = (failing: CheckId[]) => ({
  homeUrl: client.website,
  pagesRead: [client.website],
  results: results(failing),
});

describe.each(engines)('client reports on %s', (engine) => {
  let t: TestDatabase;
  let id: string;
  let api: ReturnType<typeof createClientReportApi>;
  const cookies = {} as Record<Role, string>;
  let owner: { name: string; email: string };
  let mailsQueued = 0;

  /** The month's audit of the client, finished with a score and the checks failing. */
  const audited = async (day: string, score: number, failing: CheckId[]) => {
    await queueMonthlyClientAudits(t.db, { today: day, day: 1 });
    const [audit] = await clientAuditsOf(t.db, id);
    await finishClientAudit(t.db, audit!.id, { score, report: report(failing) });
    return audit!.id;
  };
  const outbox = () =>
    t.db.selectFrom('email_outbox').selectAll().where('kind', '=', 'client-report').execute();

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    await t.db.deleteFrom('admin_users').execute();
    for (const role of ['owner', 'admin', 'sales', 'editor'] as const)
      cookies[role] = (await signedInAs(t.db, role, `Test ${role}`)).cookie;
    owner = await t.db
      .selectFrom('admin_users')
      .select(['name', 'email'])
      .where('role', '=', 'owner')
      .executeTakeFirstOrThrow();
    api = createClientReportApi({ db: t.db, siteUrl: SITE, onMailQueued: () => mailsQueued++ });
  });
  afterAll(() => t.drop());
  beforeEach(async () => {
    await t.db.deleteFrom('clients').execute();
    await t.db.deleteFrom('email_outbox').execute();
    await t.db.deleteFrom('rate_limits').execute();
    mailsQueued = 0;
    const made = await createClient(t.db, client, { author: 'Sara', quoteId: null });
    if (!made.ok) throw new Error('not made');
    id = made.id;
  });

  it('keeps a private address per client, which a new one replaces', async () => {
    const { reportToken } = (await clientById(t.db, id))!;
    expect(reportToken).toMatch(/^[0-9a-f]{64}$/);
    expect((await clientByReportToken(t.db, reportToken))?.id).toBe(id);
    expect(await clientByReportToken(t.db, reportToken.toUpperCase())).toBeNull();

    const refused = await api.replaceLink(adminRequest('POST', undefined, cookies.sales), { id });
    expect(refused.status).toBe(403);
    const replaced = await api.replaceLink(adminRequest('POST', undefined, cookies.admin), { id });
    expect(replaced.status).toBe(200);
    const { token } = (await replaced.json()) as { token: string };
    expect(token).not.toBe(reportToken);
    expect(await clientByReportToken(t.db, reportToken)).toBeNull();
    expect((await clientByReportToken(t.db, token))?.id).toBe(id);
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', '=', 'replaced the report link of')
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      action: 'replaced the report link of',
      target: 'Client Mehta Jewellers',
    });
  });

  it('shows each month: the audit and what changed, the top searches, the work done', async () => {
    await audited('2026-12-01', 52, ['indexable', 'title']);
    await audited('2027-01-01', 81, ['https']);
    await replaceClientSearchMonth(
      t.db,
      { clientId: id, month: '2027-01', kind: 'query' },
      Array.from({ length: 30 }, (_, i) => ({
        key: `jeweller jaipur ${i}`,
        clicks: i,
        impressions: 100 + i,
        position: 5,
      })),
    );
    const logged = await api.addWork(
      adminRequest(
        'POST',
        { doneOn: '2027-01-09', note: 'Took the noindex off the home page' },
        cookies.sales,
      ),
      { id },
    );
    expect(logged.status).toBe(201);
    const bad = await api.addWork(
      adminRequest('POST', { doneOn: 'soon', note: '' }, cookies.sales),
      {
        id,
      },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fieldErrors: object }).fieldErrors).sort()).toEqual(
      ['doneOn', 'note'],
    );

    const { months, scores } = await clientReport(t.db, { id });
    expect(months.map((m) => m.month)).toEqual(['2027-01', '2026-12']);
    expect(months[0]!.audit).toEqual({
      status: 'done',
      score: 81,
      fixed: ['indexable', 'title'],
      appeared: ['https'],
    });
    expect(months[1]!.audit).toMatchObject({ score: 52, fixed: null });
    expect(months[0]!.search).toMatchObject({ clicks: 435, impressions: 3435 });
    expect(months[0]!.search!.queries.map((q) => q.key)).toEqual(
      Array.from({ length: 10 }, (_, i) => `jeweller jaipur ${29 - i}`),
    );
    expect(months[0]!.work.map((w) => w.note)).toEqual(['Took the noindex off the home page']);
    expect(scores).toEqual([
      { month: '2026-12', score: 52 },
      { month: '2027-01', score: 81 },
    ]);

    const [line] = await clientWorkOf(t.db, id);
    expect(
      (
        await api.deleteWork(adminRequest('DELETE', undefined, cookies.editor), {
          id,
          entryId: line!.id,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api.deleteWork(adminRequest('DELETE', undefined, cookies.sales), {
          id,
          entryId: line!.id,
        })
      ).status,
    ).toBe(200);
    expect(await clientWorkOf(t.db, id)).toEqual([]);
  });

  it('mails the month’s report with Reply-To the owner and a one-click unsubscribe', async () => {
    const auditId = await audited('2026-12-01', 52, ['indexable']);
    expect(await mailClientReport(t.db, id, { siteUrl: SITE, auditId })).toMatchObject({
      queued: true,
    });
    const [queued] = await outbox();
    const { reportToken } = (await clientById(t.db, id))!;
    expect(queued).toMatchObject({
      to_address: client.contactEmail,
      subject: 'mehta-jewellers.example.in: your SEO report for December 2026 (52/100)',
      submission_id: null,
      list_unsubscribe: `${SITE}/api/client-reports/${reportToken}/mail`,
    });
    expect(queued!.html).toContain(`${SITE}/client-report/${reportToken}`);
    expect(queued!.html).toContain(`${SITE}/client-report/${reportToken}?mail=stop#mail`);
    expect((await clientAuditsOf(t.db, id))[0]!.mailId).toBe(queued!.id);

    const smtp = await startSmtp();
    try {
      const sent = await deliverDueMail(t.db, {
        send: smtpSender(`smtp://127.0.0.1:${smtp.port}`),
        from: 'site@agency.test',
      });
      expect(sent).toEqual({ sent: 1, failed: 0 });
      const raw = decode(smtp.received[0]!.raw);
      expect(raw).toMatch(new RegExp(`Reply-To: .*${owner.email}`));
      expect(raw).toMatch(
        new RegExp(`List-Unsubscribe:\\s+<${SITE}/api/client-reports/${reportToken}/mail>`),
      );
      expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    } finally {
      await stopSmtp(smtp.server);
    }

    // The contact's mail client unsubscribes in one click: no more mail, by the month or by hand.
    const handle = createReportMailHandler(t.db);
    const oneClick = await handle(
      new Request(`${SITE}/api/client-reports/${reportToken}/mail`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          [SOCKET_ADDRESS_HEADER]: '198.51.100.7',
        },
        body: 'List-Unsubscribe=One-Click',
      }),
      reportToken,
    );
    expect(oneClick.status).toBe(303);
    expect((await clientById(t.db, id))!.reportMailStoppedAt).not.toBeNull();
    expect(await mailClientReport(t.db, id, { siteUrl: SITE, auditId })).toMatchObject({
      queued: false,
      reason: 'stopped',
    });
    const byHand = await api.sendMail(adminRequest('POST', undefined, cookies.owner), { id });
    expect(byHand.status).toBe(409);
    expect(((await byHand.json()) as { error: string }).error).toMatch(/stopped these e-mails/);
    expect(await outbox()).toHaveLength(1);

    // And starts it again from the report's page.
    const again = await handle(
      new Request(`${SITE}/api/client-reports/${reportToken}/mail`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          [SOCKET_ADDRESS_HEADER]: '198.51.100.7',
        },
        body: 'mail=on',
      }),
      reportToken,
    );
    expect(again.headers.get('location')).toBe(`/client-report/${reportToken}?mail=on#mail`);
    expect((await clientById(t.db, id))!.reportMailStoppedAt).toBeNull();
  });

  it('previews the mail and sends it by hand; an unknown address changes nothing', async () => {
    await audited('2026-12-01', 52, ['indexable']);
    const preview = await api.previewMail(adminRequest('GET', undefined, cookies.sales), { id });
    expect(preview.status).toBe(200);
    const shown = (await preview.json()) as { to: string; subject: string; replyTo: object };
    expect(shown).toMatchObject({
      to: client.contactEmail,
      replyTo: { name: owner.name, address: owner.email },
    });
    expect(await outbox()).toHaveLength(0);
    expect(
      (await api.previewMail(adminRequest('GET', undefined, cookies.editor), { id })).status,
    ).toBe(403);

    const sent = await api.sendMail(adminRequest('POST', undefined, cookies.sales), { id });
    expect(sent.status).toBe(200);
    expect(mailsQueued).toBe(1);
    const [mail] = await outbox();
    expect(mail!.subject).toBe(shown.subject);

    const unknown = await createReportMailHandler(t.db)(
      new Request(`${SITE}/api/client-reports/${'0'.repeat(64)}/mail`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'mail=off',
      }),
      '0'.repeat(64),
    );
    expect(unknown.headers.get('location')).toBe(`/client-report/${'0'.repeat(64)}`);
  });
});
