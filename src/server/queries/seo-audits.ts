import 'server-only';

import { randomBytes, randomUUID } from 'node:crypto';

import type { CheckResult, PageSpeed } from '@/lib/seo-audit/audit-checks';
import type { SharePreview } from '@/lib/seo-audit/share-preview';
import type { AuditReach } from '@/lib/validation/seo-audit';

import { jsonColumns, readJson } from '../db/json-columns';
import type { DB } from '../db/schema';
import { toIso, toIsoOrNull, toJson } from '../db/values';

// The free SEO audits as stored: queued, run in the background (seo-audit/audit-worker.ts), read
// by their report's token, expired after 30 days.

export const AUDIT_KEPT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type AuditReport = {
  homeUrl: string;
  pagesRead: string[];
  results: CheckResult[];
  /** Google's figures for the home page, when the owner saved a PageSpeed Insights key. */
  pageSpeed?: PageSpeed | null;
  /** The home page as a Google result and a WhatsApp card (reports made before it have none). */
  preview?: SharePreview | null;
};

export type StoredAudit = {
  id: string;
  token: string;
  target: string;
  /** Where the business's customers are: an online one's audit leaves the local checks out. */
  reach: AuditReach;
  status: 'pending' | 'done' | 'failed';
  progress: string[];
  score: number | null;
  report: AuditReport | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  expiresAt: string;
};

/** A report address's token. Lower-case hex: the site answers mixed-case paths with a redirect. */
export const newReportToken = () => randomBytes(32).toString('hex');

/** Queues an audit of `target` (the address as typed, with its scheme). */
export async function queueAudit(
  db: DB,
  target: URL,
  reach: AuditReach = 'local',
  now = new Date(),
): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const token = newReportToken();
  await db
    .insertInto('seo_audits')
    .values({
      id,
      token,
      target: target.href,
      target_host: target.hostname.toLowerCase(),
      reach,
      status: 'pending',
      next_attempt_at: now.toISOString(),
      progress: toJson([]),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + AUDIT_KEPT_DAYS * DAY_MS).toISOString(),
    })
    .execute();
  return { id, token };
}

/**
 * Minutes an audit of one address is given again to a new request instead of reading the site
 * afresh: long enough to blunt a burst of requests for one site, short enough that a prospect who
 * fixed something and asks again is read again.
 */
export const AUDIT_REUSE_MINUTES = 10;

/** An audit of the same address, for the same customers, made in the last few minutes and not failed, if any. */
export async function recentAuditOf(
  db: DB,
  target: URL,
  reach: AuditReach = 'local',
  now = new Date(),
) {
  const row = await db
    .selectFrom('seo_audits')
    .select(['id', 'token', 'status'])
    .where('target_host', '=', target.hostname.toLowerCase())
    .where('target', '=', target.href)
    .where('reach', '=', reach)
    .where('status', '!=', 'failed')
    .where('created_at', '>', new Date(now.getTime() - AUDIT_REUSE_MINUTES * 60_000).toISOString())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row ? { ...row, status: row.status as StoredAudit['status'] } : null;
}

/** How many audits wait or run. */
export async function pendingAuditCount(db: DB): Promise<number> {
  const { count } = await db
    .selectFrom('seo_audits')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The audit by its id or token; with `now`, only while it has not expired. */
async function auditWhere(db: DB, column: 'id' | 'token', value: string, now: Date | null) {
  const row = await db
    .selectFrom('seo_audits')
    .selectAll()
    .where(column, '=', value)
    .$if(now !== null, (qb) => qb.where('expires_at', '>', now!.toISOString()))
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    token: row.token,
    target: row.target,
    reach: row.reach === 'online' ? 'online' : 'local',
    status: row.status as StoredAudit['status'],
    progress: readJson(jsonColumns.seoAuditProgress, row.progress, row.id),
    score: row.score,
    report: readJson<AuditReport | null>(jsonColumns.seoAuditReport, row.report, row.id),
    error: row.error,
    createdAt: toIso(row.created_at),
    finishedAt: toIsoOrNull(row.finished_at),
    expiresAt: toIso(row.expires_at),
  } satisfies StoredAudit;
}

/** The audit at its report's address; null once expired. */
export const auditByToken = (db: DB, token: string, now = new Date()) =>
  auditWhere(db, 'token', token, now);

export const auditById = (db: DB, id: string, now = new Date()) => auditWhere(db, 'id', id, now);

/** The audit even past its 30 days: an enquiry holds it for the team. */
export const heldAuditById = (db: DB, id: string) => auditWhere(db, 'id', id, null);

export async function recordAuditProgress(db: DB, id: string, steps: string[]): Promise<void> {
  await db
    .updateTable('seo_audits')
    .set({ progress: toJson(steps) })
    .where('id', '=', id)
    .execute();
}

export async function finishAudit(
  db: DB,
  id: string,
  outcome: { score: number; report: AuditReport } | { error: string },
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('seo_audits')
    .set(
      'error' in outcome
        ? { status: 'failed', error: outcome.error, finished_at: now.toISOString() }
        : {
            status: 'done',
            score: outcome.score,
            report: toJson(outcome.report),
            finished_at: now.toISOString(),
          },
    )
    .where('id', '=', id)
    .execute();
}

/** Deletes the audits past their 30 days that no enquiry holds; returns how many. */
export async function purgeExpiredAudits(db: DB, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('seo_audits')
    .where('expires_at', '<=', now.toISOString())
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('form_submissions')
            .select('form_submissions.id')
            .whereRef('form_submissions.audit_id', '=', 'seo_audits.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
