import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { auditHistory } from '@/server/clients/audit-history';
import { createClientAuditWorker } from '@/server/clients/client-audit-worker';
import { seedDatabase } from '@/server/db/seed';
import {
  clientAuditsOf,
  queueMonthlyClientAudits,
  saveClientAuditSchedule,
} from '@/server/queries/client-audits';
import { changeClientStatus } from '@/server/queries/client-events';
import { createClient } from '@/server/queries/clients';

import { clientData } from '../support/clients';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';
import { startFixtureSite } from '../support/fixture-site';
import { goodSite } from '../support/seo-audit-fixtures';

// The clients' monthly audits on both engines, on fixture sites on loopback and a test clock: one
// audit a client and month on the schedule's day, the free audit's verdicts kept, a check fixed
// between two months named as fixed, a site that cannot be read kept as unreachable with no score,
// paused and ended clients left alone.

type Site = Awaited<ReturnType<typeof startFixtureSite>>;

const client = (name: string, website: string) => clientData({ name, website });

/** 10:30 in India on the day. */
const onDay = (day: string) => new Date(`${day}T05:00:00Z`);

describe.each(engines)('clients’ monthly audits on %s', (engine) => {
  let t: TestDatabase;
  let site: Site;
  let routes: ReturnType<typeof goodSite>;
  let now = onDay('2026-12-01');

  const runAudits = async () => {
    const worker = createClientAuditWorker({
      getDb: () => t.db,
      fetcher: { userAgent: 'FreeSeoAudit/1.0 test', allowPrivate: true },
      siteUrl: 'https://agency.example',
      now: () => now,
    });
    await worker.soon();
    await worker.stop();
  };
  const make = async (name: string, website: string) => {
    const made = await createClient(t.db, client(name, website), {
      author: 'Sara',
      quoteId: null,
    });
    if (!made.ok) throw new Error('not made');
    return made.id;
  };

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    // The client's site: its home page kept out of search by a robots meta in December.
    routes = goodSite(() => site.origin, {
      homeHead: '<meta name="robots" content="noindex">',
    });
    site = await startFixtureSite(new Proxy({}, { get: (_, path: string) => routes[path] }));
  });
  afterAll(async () => {
    await site.close();
    await t.drop();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('clients').execute();
    await saveClientAuditSchedule(t.db, { day: 1 });
  });

  it('audits each active client once a month on the day, and names what was fixed since', async () => {
    const id = await make('Mehta Jewellers', site.origin);
    now = onDay('2026-12-01');
    await runAudits();
    await runAudits();
    const december = await clientAuditsOf(t.db, id);
    expect(december).toHaveLength(1);
    expect(december[0]).toMatchObject({ month: '2026-12', status: 'done', target: site.origin });
    expect(december[0]!.score).toBeLessThanOrEqual(40);
    expect(december[0]!.report!.results.find((r) => r.id === 'indexable')).toMatchObject({
      status: 'fail',
    });

    // The noindex taken out in December; January's audit finds the site in Google's reach.
    routes = goodSite(() => site.origin);
    now = onDay('2027-01-01');
    await runAudits();
    const [january] = await clientAuditsOf(t.db, id);
    expect(january).toMatchObject({ month: '2027-01', status: 'done' });
    expect(january!.score).toBeGreaterThan(december[0]!.score!);
    const [latest] = auditHistory(await clientAuditsOf(t.db, id));
    expect(latest!.fixed).toContain('indexable');
    expect(latest!.appeared).toEqual([]);
  });

  it('keeps a site it cannot read as unreachable, with why and no score', async () => {
    const closed = await startFixtureSite({});
    const origin = closed.origin;
    await closed.close();
    const id = await make('Closed Shop', origin);
    now = onDay('2026-12-02');
    await runAudits();
    const [audit] = await clientAuditsOf(t.db, id);
    expect(audit).toMatchObject({ status: 'unreachable', score: null, report: null });
    expect(audit!.error).toMatch(/could not|refused|connect/i);
  });

  it('waits for the schedule’s day, and leaves paused and ended clients alone', async () => {
    await saveClientAuditSchedule(t.db, { day: 15 });
    const active = await make('Active Dental', site.origin);
    const paused = await make('Paused Bakery', site.origin);
    await changeClientStatus(
      t.db,
      paused,
      { status: 'paused', on: '2027-01-10', note: '' },
      'Sara',
    );
    expect(await queueMonthlyClientAudits(t.db, { today: '2027-02-14', day: 15 })).toBe(0);
    expect(await queueMonthlyClientAudits(t.db, { today: '2027-02-15', day: 15 })).toBe(1);
    expect(await queueMonthlyClientAudits(t.db, { today: '2027-02-28', day: 15 })).toBe(0);
    expect((await clientAuditsOf(t.db, active)).map((a) => a.month)).toEqual(['2027-02']);
    expect(await clientAuditsOf(t.db, paused)).toEqual([]);
  });
});
