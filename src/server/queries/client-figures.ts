import 'server-only';

import { sql } from 'kysely';

import type { DB } from '../db/schema';

// The clients in figures, for the dashboard and the insights: how many are active and what they
// pay a month, where their first enquiry came from, and whose audit score fell at its last report.

export type ActiveClients = { active: number; monthlyFeePaise: number };

/** The active clients and the sum of their monthly fees (paise, before GST). */
export async function activeClients(db: DB): Promise<ActiveClients> {
  const row = await db
    .selectFrom('clients')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('active'),
      eb.fn.sum<number | string | null>('monthly_fee_paise').as('fees'),
    ])
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return { active: Number(row.active), monthlyFeePaise: Number(row.fees ?? 0) };
}

export type ClientOrigin = {
  /** Made by hand, not from an enquiry (or its enquiry since deleted). */
  byHand: boolean;
  /** The landing page of the enquiry it was won from; null when not recorded. */
  landing: string | null;
  source: string | null;
  clients: number;
  active: number;
  /** The active ones' monthly fees, in paise. */
  monthlyFeePaise: number;
};

/** Clients by the landing page and source of the enquiry each was won from, the most first. */
export async function clientsByOrigin(db: DB): Promise<ClientOrigin[]> {
  const byHand = sql<number>`case when c.enquiry_id is null then 1 else 0 end`;
  const rows = await db
    .selectFrom('clients as c')
    .leftJoin('form_submissions as f', 'f.id', 'c.enquiry_id')
    .select((eb) => [
      byHand.as('by_hand'),
      'f.landing_path',
      'f.lead_source',
      eb.fn.countAll<number | string>().as('clients'),
      sql<number | string>`sum(case when c.status = 'active' then 1 else 0 end)`.as('active'),
      sql<
        number | string | null
      >`sum(case when c.status = 'active' then c.monthly_fee_paise else 0 end)`.as('fees'),
    ])
    .groupBy([byHand, 'f.landing_path', 'f.lead_source'])
    .execute();
  return rows
    .map((row) => ({
      byHand: Number(row.by_hand) === 1,
      landing: row.landing_path ?? null,
      source: row.lead_source ?? null,
      clients: Number(row.clients),
      active: Number(row.active),
      monthlyFeePaise: Number(row.fees ?? 0),
    }))
    .sort((a, b) => b.clients - a.clients || b.monthlyFeePaise - a.monthlyFeePaise);
}

export type FallenScore = {
  id: string;
  name: string;
  month: string;
  score: number;
  before: { month: string; score: number };
};

/**
 * The active clients whose latest audit scored under the one read before it, the biggest fall
 * first: the two latest read audits of each, ranked by the database.
 */
export async function fallenScores(db: DB): Promise<FallenScore[]> {
  const ranked = db
    .selectFrom('client_audits as a')
    .innerJoin('clients as c', 'c.id', 'a.client_id')
    .select([
      'c.id',
      'c.name',
      'a.month',
      'a.score',
      sql<number>`row_number() over (partition by a.client_id order by a.month desc)`.as('rank'),
    ])
    .where('c.status', '=', 'active')
    .where('a.status', '=', 'done')
    .as('ranked');
  const rows = await db
    .selectFrom(ranked)
    .selectAll()
    .where('rank', '<=', 2)
    .orderBy('id')
    .orderBy('rank')
    .execute();
  const fallen: FallenScore[] = [];
  for (let i = 0; i + 1 < rows.length; i++) {
    const latest = rows[i]!;
    const before = rows[i + 1]!;
    if (Number(latest.rank) !== 1 || before.id !== latest.id) continue;
    if ((latest.score ?? 0) < (before.score ?? 0))
      fallen.push({
        id: latest.id,
        name: latest.name,
        month: latest.month,
        score: latest.score ?? 0,
        before: { month: before.month, score: before.score ?? 0 },
      });
  }
  return fallen.sort((a, b) => b.before.score - b.score - (a.before.score - a.score));
}
