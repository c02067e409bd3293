import 'server-only';

import { randomUUID } from 'node:crypto';

import type { Selectable } from 'kysely';

import {
  clientAuditScheduleSchema,
  defaultClientAuditSchedule,
  type ClientAuditSchedule,
} from '@/lib/validation/client';
import type { AuditReach } from '@/lib/validation/seo-audit';

import { jsonColumns, readJson } from '../db/json-columns';
import type { ClientAuditsTable, DB } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { toIso, toIsoOrNull, toJson } from '../db/values';
import type { AuditReport } from './seo-audits';
import { readSetting, writeSetting } from './site-settings';

// The clients' monthly audits (db/tables/clients.ts): queued on the schedule's day, run by their
// own worker (clients/client-audit-worker.ts), and kept as each client's history.

const SCHEDULE_SETTING = 'client_audit_schedule';

export const getClientAuditSchedule = (db: DB): Promise<ClientAuditSchedule> =>
  readSetting(db, SCHEDULE_SETTING, clientAuditScheduleSchema, defaultClientAuditSchedule);

export const saveClientAuditSchedule = (db: DB, schedule: ClientAuditSchedule): Promise<void> =>
  writeSetting(db, SCHEDULE_SETTING, schedule);

export type ClientAudit = {
  id: string;
  clientId: string;
  month: string;
  target: string;
  reach: AuditReach;
  status: 'pending' | 'done' | 'unreachable';
  score: number | null;
  report: AuditReport | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  /** The mail that sent the month's report, once one was queued. */
  mailId: string | null;
};

/** Where the mail of a month's report is: waiting or being retried, sent, or given up. */
export type ReportMailState = { status: 'pending' | 'sent' | 'failed'; at: string };

/**
 * Queues this month's audit of every active client that has none yet, once the month has reached
 * the schedule's day; returns how many were queued. Another instance queuing the same one at once
 * is refused by the unique month, and passed over.
 */
export async function queueMonthlyClientAudits(
  db: DB,
  options: { today: string; day: number },
  now = new Date(),
): Promise<number> {
  if (Number(options.today.slice(8, 10)) < options.day) return 0;
  const month = options.today.slice(0, 7);
  const due = await db
    .selectFrom('clients')
    .select(['id', 'website', 'reach'])
    .where('status', '=', 'active')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('client_audits')
            .select('client_audits.id')
            .whereRef('client_audits.client_id', '=', 'clients.id')
            .where('client_audits.month', '=', month),
        ),
      ),
    )
    .execute();
  let queued = 0;
  for (const client of due) {
    try {
      await db
        .insertInto('client_audits')
        .values({
          id: randomUUID(),
          client_id: client.id,
          month,
          target: client.website,
          reach: client.reach,
          status: 'pending',
          next_attempt_at: now.toISOString(),
          created_at: now.toISOString(),
        })
        .execute();
      queued++;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return queued;
}

export async function clientAuditById(db: DB, id: string): Promise<ClientAudit | null> {
  const row = await db
    .selectFrom('client_audits')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toClientAudit(row) : null;
}

/** A client's audits, the newest month first. */
export async function clientAuditsOf(db: DB, clientId: string): Promise<ClientAudit[]> {
  const rows = await db
    .selectFrom('client_audits')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('month', 'desc')
    .execute();
  return rows.map(toClientAudit);
}

/** Records a finished audit: its score and report, or why the site could not be read. */
export async function finishClientAudit(
  db: DB,
  id: string,
  outcome: { score: number; report: AuditReport } | { unreachable: string },
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('client_audits')
    .set(
      'unreachable' in outcome
        ? { status: 'unreachable', error: outcome.unreachable, finished_at: now.toISOString() }
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

function toClientAudit(row: Selectable<ClientAuditsTable>): ClientAudit {
  return {
    id: row.id,
    clientId: row.client_id,
    month: row.month,
    target: row.target,
    reach: row.reach,
    status: row.status,
    score: row.score,
    report: readJson<AuditReport | null>(jsonColumns.clientAuditReport, row.report, row.id),
    error: row.error,
    createdAt: toIso(row.created_at),
    finishedAt: toIsoOrNull(row.finished_at),
    mailId: row.mail_id,
  };
}

/** The newest of a client's audits that has finished (read or unreachable); null before one. */
export async function latestFinishedAuditId(db: DB, clientId: string): Promise<string | null> {
  const row = await db
    .selectFrom('client_audits')
    .select('id')
    .where('client_id', '=', clientId)
    .where('status', '!=', 'pending')
    .orderBy('month', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Records the mail that sent the month's report (the latest, when it was sent again by hand). */
export async function setClientAuditMail(db: DB, id: string, mailId: string): Promise<void> {
  await db.updateTable('client_audits').set({ mail_id: mailId }).where('id', '=', id).execute();
}

/** The state of each of a client's report mails, by the audit whose month it sent. */
export async function reportMailStates(
  db: DB,
  clientId: string,
): Promise<Map<string, ReportMailState>> {
  const rows = await db
    .selectFrom('client_audits')
    .innerJoin('email_outbox', 'email_outbox.id', 'client_audits.mail_id')
    .select([
      'client_audits.id',
      'email_outbox.status',
      'email_outbox.sent_at',
      'email_outbox.created_at',
    ])
    .where('client_audits.client_id', '=', clientId)
    .execute();
  return new Map(
    rows.map((row) => [row.id, { status: row.status, at: toIso(row.sent_at ?? row.created_at) }]),
  );
}
