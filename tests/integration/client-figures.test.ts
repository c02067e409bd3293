import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { ClientData } from '@/lib/validation/client';
import { seedDatabase } from '@/server/db/seed';
import {
  clientAuditsOf,
  finishClientAudit,
  queueMonthlyClientAudits,
} from '@/server/queries/client-audits';
import { changeClientStatus } from '@/server/queries/client-events';
import { activeClients, clientsByOrigin, fallenScores } from '@/server/queries/client-figures';
import { createClient } from '@/server/queries/clients';
import { insertEnquiry } from '@/server/queries/enquiry-writes';

import { clientData } from '../support/clients';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

// The clients in figures on both engines: the active ones and their monthly fees, clients by the
// landing page and source of the enquiry each was won from, and whose score fell at the last audit.

const client = (name: string, fee: number | null, enquiryId: string | null = null) =>
  clientData({
    name,
    website: `https://${name.toLowerCase().replace(/\W+/g, '-')}.example.in`,
    monthlyFee: fee,
    enquiryId,
  });

describe.each(engines)('client figures on %s', (engine) => {
  let t: TestDatabase;
  const make = async (data: ClientData) => {
    const made = await createClient(t.db, data, { author: 'Sara', quoteId: null });
    if (!made.ok) throw new Error('not made');
    return made.id;
  };
  const enquiryFrom = (landing: string, source: string) =>
    insertEnquiry(t.db, {
      name: 'Prospect',
      email: 'p@example.in',
      service: 'local-seo',
      message: 'Please help with local SEO.',
      sourcePage: `https://agency.example${landing}`,
      utm: { utm_source: source },
    });
  /** Audits every active client in the month, each scored as `scores` says by name. */
  const auditMonth = async (day: string, scores: Record<string, number>) => {
    await queueMonthlyClientAudits(t.db, { today: day, day: 1 });
    const clients = await t.db.selectFrom('clients').select(['id', 'name']).execute();
    for (const { id, name } of clients) {
      const audit = (await clientAuditsOf(t.db, id)).find((a) => a.month === day.slice(0, 7));
      if (audit && scores[name] !== undefined)
        await finishClientAudit(t.db, audit.id, {
          score: scores[name],
          report: { homeUrl: 'https://x.example', pagesRead: [], results: [] },
        });
    }
  };

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
  });
  afterAll(() => t.drop());
  beforeEach(async () => {
    await t.db.deleteFrom('clients').execute();
  });

  it('counts the active clients and sums their fees; a paused one counts in neither', async () => {
    const seo = await enquiryFrom('/services/seo/jaipur', 'google');
    const ads = await enquiryFrom('/services/google-ads', 'google');
    const seo2 = await enquiryFrom('/services/seo/jaipur', 'google');
    await make(client('Mehta Jewellers', 41_000, seo));
    await make(client('Rao Dental', 25_000, ads));
    const paused = await make(client('Kochi Bakes', 12_000, seo2));
    await make(client('Hand Made', null));
    await changeClientStatus(
      t.db,
      paused,
      { status: 'paused', on: '2026-12-01', note: '' },
      'Sara',
    );

    expect(await activeClients(t.db)).toEqual({ active: 3, monthlyFeePaise: 6_600_000 });
    expect(await clientsByOrigin(t.db)).toEqual([
      {
        byHand: false,
        landing: '/services/seo/jaipur',
        source: 'google',
        clients: 2,
        active: 1,
        monthlyFeePaise: 4_100_000,
      },
      {
        byHand: false,
        landing: '/services/google-ads',
        source: 'google',
        clients: 1,
        active: 1,
        monthlyFeePaise: 2_500_000,
      },
      { byHand: true, landing: null, source: null, clients: 1, active: 1, monthlyFeePaise: 0 },
    ]);
  });

  it('names the active clients whose latest audit scored under the one before', async () => {
    const mehta = await make(client('Mehta Jewellers', 41_000));
    await make(client('Rao Dental', 25_000));
    const ended = await make(client('Closed Shop', 10_000));
    await auditMonth('2026-11-01', { 'Mehta Jewellers': 80, 'Rao Dental': 60, 'Closed Shop': 90 });
    await auditMonth('2026-12-01', { 'Mehta Jewellers': 72, 'Rao Dental': 66, 'Closed Shop': 40 });
    await changeClientStatus(t.db, ended, { status: 'ended', on: '2026-12-20', note: '' }, 'Sara');
    expect(await fallenScores(t.db)).toEqual([
      {
        id: mehta,
        name: 'Mehta Jewellers',
        month: '2026-12',
        score: 72,
        before: { month: '2026-11', score: 80 },
      },
    ]);
    // January: Mehta's score rises again; Rao Dental's audit, not read yet, leaves December its latest.
    await auditMonth('2027-01-01', { 'Mehta Jewellers': 75 });
    expect(await fallenScores(t.db)).toEqual([]);
  });
});
