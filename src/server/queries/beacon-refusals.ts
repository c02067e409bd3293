import 'server-only';

import { sql } from 'kysely';

import { daysBefore } from '@/lib/page-views';

import type { DB } from '../db/schema';
import { WEB_VITALS_RETENTION_DAYS } from './web-vitals';

// Beacons the site refused (Core Web Vitals, contact presses) per UTC day, kind and reason, so the
// owner sees how much was turned away beside the figures that were kept. Counts only.

export type BeaconKind = 'web-vitals' | 'contact-click';
export type RefusalCount = { kind: BeaconKind; reason: string; count: number };

/** Adds a batch of counts, keyed `day|kind|reason`. */
export async function recordBeaconRefusals(db: DB, batch: ReadonlyMap<string, number>) {
  for (const [key, count] of batch) {
    const [day, kind, reason] = key.split('|') as [string, string, string];
    await db
      .insertInto('beacon_refusals')
      .values({ day, kind, reason, count })
      .onConflict((oc) =>
        oc
          .columns(['day', 'kind', 'reason'])
          .doUpdateSet({ count: sql`beacon_refusals.count + ${count}` }),
      )
      .execute();
  }
}

/** Refusals from `since` (a day, included) on, per kind and reason, most first. */
export async function listBeaconRefusals(db: DB, since: string): Promise<RefusalCount[]> {
  const rows = await db
    .selectFrom('beacon_refusals')
    .select(['kind', 'reason', (eb) => eb.fn.sum<string | number>('count').as('count')])
    .where('day', '>=', since)
    .groupBy(['kind', 'reason'])
    .execute();
  return rows
    .map((row) => ({ kind: row.kind as BeaconKind, reason: row.reason, count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}

/** Single use: true the first time a token is spent on `use`. */
export async function spendPageToken(
  db: DB,
  tokenId: string,
  use: string,
  expiresAt: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('page_token_uses')
    .values({ use_key: `${tokenId}:${use}`, expires_at: expiresAt.toISOString() })
    .onConflict((oc) => oc.column('use_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Deletes spent tokens past their expiry and refusal counts past the retention period. */
export async function purgeBeaconRecords(db: DB, now = new Date()): Promise<void> {
  await db.deleteFrom('page_token_uses').where('expires_at', '<', now.toISOString()).execute();
  await db
    .deleteFrom('beacon_refusals')
    .where('day', '<', daysBefore(now, WEB_VITALS_RETENTION_DAYS))
    .execute();
}
