import 'server-only';

import type { AuditReach } from '@/lib/validation/seo-audit';

import type { DB } from '../db/schema';
import { nowIso } from '../db/values';
import { recordEvent } from './enquiry-events';
import {
  auditById,
  auditByToken,
  heldAuditById,
  newReportToken,
  type StoredAudit,
} from './seo-audits';

// The link between an enquiry and the SEO audit that holds its report: set when the audit form
// makes the enquiry, moved to the new audit when the team runs it again. Prospects who audit one
// site within minutes share its audit, never an address: each enquiry's report has its own token,
// and the booking link on that page is the enquiry's own.

export type EnquiryAudit = Pick<
  StoredAudit,
  'id' | 'token' | 'target' | 'status' | 'score' | 'error' | 'createdAt' | 'expiresAt'
> & {
  /** The enquiry's report address: its own (the audit's for one made before they were). */
  reportToken: string;
};

/** Where the enquiry's business has its customers, as the prospect said (local when not said). */
export async function enquiryAuditReach(db: DB, enquiryId: string): Promise<AuditReach> {
  const row = await db
    .selectFrom('form_submissions')
    .select('audit_reach')
    .where('id', '=', enquiryId)
    .executeTakeFirst();
  return row?.audit_reach === 'online' ? 'online' : 'local';
}

/**
 * Links the enquiry to the audit and notes the request in its timeline (`author` asked again);
 * returns the token of the enquiry's report address, made on its first audit and kept after.
 */
export async function linkEnquiryAudit(
  db: DB,
  enquiryId: string,
  audit: { id: string; target: string },
  author: string | null = null,
): Promise<string> {
  await db
    .updateTable('form_submissions')
    .set((eb) => ({
      audit_id: audit.id,
      report_token: eb.fn.coalesce('report_token', eb.val(newReportToken())),
      updated_at: nowIso(),
    }))
    .where('id', '=', enquiryId)
    .execute();
  await recordEvent(db, enquiryId, 'audit-requested', audit.target, { author });
  const row = await db
    .selectFrom('form_submissions')
    .select('report_token')
    .where('id', '=', enquiryId)
    .executeTakeFirstOrThrow();
  return row.report_token!;
}

/**
 * The report at its address, with the enquiry whose address it is; an address made before they
 * were per enquiry (the audit's own) has no enquiry. Null when unknown or expired.
 */
export async function reportAtToken(
  db: DB,
  token: string,
  now = new Date(),
): Promise<{ audit: StoredAudit; enquiryId: string | null } | null> {
  const enquiry = await db
    .selectFrom('form_submissions')
    .select(['id', 'audit_id'])
    .where('report_token', '=', token)
    .where('status', '!=', 'spam')
    .executeTakeFirst();
  if (enquiry?.audit_id) {
    const audit = await auditById(db, enquiry.audit_id, now);
    return audit && { audit, enquiryId: enquiry.id };
  }
  const audit = await auditByToken(db, token, now);
  return audit && { audit, enquiryId: null };
}

/** The audit an enquiry holds, expired or not; null when it has none. */
export async function auditOfEnquiry(db: DB, enquiryId: string): Promise<EnquiryAudit | null> {
  const enquiry = await db
    .selectFrom('form_submissions')
    .select(['audit_id', 'report_token'])
    .where('id', '=', enquiryId)
    .executeTakeFirst();
  const audit = enquiry?.audit_id ? await heldAuditById(db, enquiry.audit_id) : null;
  if (!audit) return null;
  const { id, token, target, status, score, error, createdAt, expiresAt } = audit;
  return {
    id,
    token,
    target,
    status,
    score,
    error,
    createdAt,
    expiresAt,
    reportToken: enquiry!.report_token ?? token,
  };
}

/**
 * The audit form's enquiries (not spam) of the last day stored while the audit queue was full,
 * oldest first: their audits start as the queue makes room (seo-audit/start-audit.ts).
 */
export async function enquiriesAwaitingAudit(db: DB, limit: number, now = new Date()) {
  if (limit <= 0) return [];
  const rows = await db
    .selectFrom('form_submissions')
    .select(['id', 'website'])
    .where('origin', '=', 'audit')
    .where('audit_id', 'is', null)
    .where('status', '!=', 'spam')
    .where('website', 'is not', null)
    .where('created_at', '>', new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString())
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, website: row.website! }));
}

/**
 * The audit form's enquiries (not spam) waiting for this audit's report by mail, each claimed
 * as mailed: a report goes to a prospect once, and never for a run the team asked for.
 */
export async function claimReportRecipients(db: DB, auditId: string) {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('form_submissions')
      .select(['id', 'name', 'email', 'report_token'])
      .where('audit_id', '=', auditId)
      .where('origin', '=', 'audit')
      .where('status', '!=', 'spam')
      .where('audit_mailed_at', 'is', null)
      .execute();
    if (rows.length === 0) return rows;
    await trx
      .updateTable('form_submissions')
      .set({ audit_mailed_at: nowIso() })
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    return rows;
  });
}
