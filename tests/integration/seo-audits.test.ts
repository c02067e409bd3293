import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  AUDITS_AT_ONCE,
  createAuditWorker,
  type AuditWorkerOptions,
} from '@/server/seo-audit/audit-worker';
import {
  auditByToken,
  pendingAuditCount,
  purgeExpiredAudits,
  queueAudit,
  recentAuditOf,
  AUDIT_REUSE_MINUTES,
} from '@/server/queries/seo-audits';

import { goodSite, poorSite } from '../support/seo-audit-fixtures';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';
import { startFixtureSite, type FixtureHandler } from '../support/fixture-site';

// Audits queued, run in the background two at a time, and kept with their reports, on both
// engines, against fixture sites on loopback.

type Site = Awaited<ReturnType<typeof startFixtureSite>>;

describe.each(engines)('free SEO audits on %s', (engine) => {
  let t: TestDatabase;
  let good: Site;
  let poor: Site;
  const slow: Site[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const options = (allowPrivate: boolean): AuditWorkerOptions => ({
    getDb: () => t.db,
    userAgent: 'FreeSeoAudit/1.0 test',
    allowPrivate,
    siteUrl: 'https://agency.example.in',
  });

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    good = await startFixtureSite(goodSite(() => good.origin));
    poor = await startFixtureSite(poorSite(() => poor.origin));
    // Four sites whose home pages take 150 ms: how many audits read at once.
    const counted: FixtureHandler = (_request, response) => {
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      setTimeout(() => {
        inFlight--;
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<!doctype html><title>Slow site home page</title>');
      }, 150);
    };
    for (let n = 0; n < 4; n++) slow.push(await startFixtureSite({ '/': counted }));
  });
  afterAll(async () => {
    for (const site of [good, poor, ...slow]) await site.close();
    await t.drop();
  });

  it('runs queued audits in the background and keeps each report at its token', async () => {
    const goodAudit = await queueAudit(t.db, new URL(good.origin));
    const poorAudit = await queueAudit(t.db, new URL(poor.origin));
    const closed = await queueAudit(t.db, new URL('http://127.0.0.1:9/'));
    expect(await pendingAuditCount(t.db)).toBe(3);
    expect((await auditByToken(t.db, goodAudit.token))!.status).toBe('pending');

    await createAuditWorker(options(true)).soon();

    const done = (await auditByToken(t.db, goodAudit.token))!;
    expect([done.status, done.score]).toEqual(['done', 91]);
    expect(done.progress).toEqual(['home', 'robots', 'sitemap', 'page', 'page', 'links']);
    expect(done.report!.pagesRead).toEqual([
      `${good.origin}/`,
      `${good.origin}/services`,
      `${good.origin}/contact`,
    ]);
    expect(done.report!.results.find((r) => r.id === 'local-business')!.status).toBe('pass');
    expect((await auditByToken(t.db, poorAudit.token))!.score).toBe(28);
    const failed = (await auditByToken(t.db, closed.token))!;
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/^The site could not be reached \(ECONNREFUSED\)/);
    expect(await pendingAuditCount(t.db)).toBe(0);
    // A request for the same address within minutes finds this audit; another address of the
    // host, a later request or a failed audit does not.
    const queued = await queueAudit(t.db, new URL('https://Example.com/pricing'));
    expect((await recentAuditOf(t.db, new URL('https://example.COM/pricing')))?.token).toBe(
      queued.token,
    );
    expect(await recentAuditOf(t.db, new URL('https://example.com/'))).toBeNull();
    const later = new Date(Date.now() + (AUDIT_REUSE_MINUTES + 1) * 60 * 1000);
    expect(
      await recentAuditOf(t.db, new URL('https://example.com/pricing'), 'local', later),
    ).toBeNull();
    await t.db.deleteFrom('seo_audits').where('id', '=', queued.id).execute();
  });

  it(`reads at most ${AUDITS_AT_ONCE} sites at once`, async () => {
    for (const site of slow) await queueAudit(t.db, new URL(site.origin));
    mostInFlight = 0;
    await createAuditWorker(options(true)).soon();
    expect(mostInFlight).toBe(AUDITS_AT_ONCE);
    expect(await pendingAuditCount(t.db)).toBe(0);
  });

  it('refuses a private address unless the setting allows it', async () => {
    const inside = await queueAudit(t.db, new URL(good.origin));
    await createAuditWorker(options(false)).soon();
    const refused = (await auditByToken(t.db, inside.token))!;
    expect([refused.status, refused.error]).toEqual([
      'failed',
      'Only the standard ports are read (80 and 443), not ' + new URL(good.origin).port + '.',
    ]);
    expect(good.received.filter((r) => r.startsWith('GET /robots.txt'))).toHaveLength(1);
  });

  it('forgets audits after 30 days', async () => {
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    const { token } = await queueAudit(t.db, new URL('https://example.com/'));
    expect(await auditByToken(t.db, token, later)).toBeNull();
    expect(await purgeExpiredAudits(t.db, later)).toBeGreaterThanOrEqual(8);
    expect(await auditByToken(t.db, token)).toBeNull();
  });
});
