import 'server-only';

import { randomUUID } from 'node:crypto';

import type { Finding } from '@/lib/health-checks';

import type { DB } from '../db/schema';
import { nowIso, toIso, toJson } from '../db/values';
import { jsonColumns, readJson } from '../db/json-columns';

export type HealthReport = {
  id: string;
  status: 'running' | 'done' | 'partial' | 'failed';
  crawled: number;
  limit: number;
  findings: Finding[];
  startedAt: string;
  finishedAt: string | null;
};

export async function latestHealthReport(db: DB): Promise<HealthReport | null> {
  const row = await db
    .selectFrom('health_reports')
    .selectAll()
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    status: row.status as HealthReport['status'],
    crawled: row.crawled,
    limit: row.limit_pages,
    findings: readJson(jsonColumns.healthFindings, row.findings, row.id) as Finding[],
    startedAt: toIso(row.started_at),
    finishedAt: row.finished_at ? toIso(row.finished_at) : null,
  };
}

/**
 * Starts a report, unless one is running (one crawl at a time): null then. A report left running
 * longer than `staleMs` (its server stopped mid-crawl) is marked failed instead of blocking.
 */
export async function startHealthReport(
  db: DB,
  limit: number,
  staleMs: number,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const cutoff = new Date(Date.now() - staleMs).toISOString();
    await trx
      .updateTable('health_reports')
      .set({ status: 'failed', finished_at: nowIso() })
      .where('status', '=', 'running')
      .where('started_at', '<', cutoff)
      .execute();
    const running = await trx
      .selectFrom('health_reports')
      .select('id')
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (running) return null;
    const id = randomUUID();
    await trx
      .insertInto('health_reports')
      .values({
        id,
        status: 'running',
        crawled: 0,
        limit_pages: limit,
        findings: '[]',
        started_at: nowIso(),
        finished_at: null,
      })
      .execute();
    // Only the newest reports are kept.
    const old = await trx
      .selectFrom('health_reports')
      .select('id')
      .orderBy('started_at', 'desc')
      .offset(5)
      .limit(100)
      .execute();
    if (old.length > 0)
      await trx
        .deleteFrom('health_reports')
        .where(
          'id',
          'in',
          old.map((r) => r.id),
        )
        .execute();
    return id;
  });
}

export async function updateHealthProgress(db: DB, id: string, crawled: number): Promise<void> {
  await db.updateTable('health_reports').set({ crawled }).where('id', '=', id).execute();
}

export async function finishHealthReport(
  db: DB,
  id: string,
  status: 'done' | 'partial' | 'failed',
  findings: Finding[],
): Promise<void> {
  await db
    .updateTable('health_reports')
    .set({ status, findings: toJson(findings), finished_at: nowIso() })
    .where('id', '=', id)
    .execute();
}
