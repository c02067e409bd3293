import 'server-only';

import type { DB } from '../db/schema';
import { nowIso } from '../db/values';
import { recordEvent } from './enquiry-events';
import { heldAuditById, type StoredAudit } from './seo-audits';

// The link between an enquiry and the SEO audit that holds its report: set when the audit form
// makes the enquiry, moved to the new audit when the team runs it again.

export type EnquiryAudit = Pick<
  StoredAudit,
  'id' | 'token' | 'target' | 'status' | 'score' | 'error' | 'createdAt' | 'expiresAt'
>;

/** Links the enquiry to the audit and notes the request in its timeline (`author` asked again). */
export async function linkEnquiryAudit(
  db: DB,
  enquiryId: string,
  audit: { id: string; target: string },
  author: string | null = null,
): Promise<void> {
  await db
    .updateTable('form_submissions')
    .set({ audit_id: audit.id, updated_at: nowIso() })
    .where('id', '=', enquiryId)
    .execute();
  await recordEvent(db, enquiryId, 'audit-requested', audit.target, { author });
}

/** The audit an enquiry holds, expired or not; null when it has none. */
export async function auditOfEnquiry(db: DB, enquiryId: string): Promise<EnquiryAudit | null> {
  const enquiry = await db
    .selectFrom('form_submissions')
    .select('audit_id')
    .where('id', '=', enquiryId)
    .executeTakeFirst();
  const audit = enquiry?.audit_id ? await heldAuditById(db, enquiry.audit_id) : null;
  if (!audit) return null;
  const { id, token, target, status, score, error, createdAt, expiresAt } = audit;
  return { id, token, target, status, score, error, createdAt, expiresAt };
}

/** The newest enquiry (not spam) that asked for this audit; null when none holds it. */
export async function latestEnquiryOfAudit(db: DB, auditId: string): Promise<string | null> {
  const row = await db
    .selectFrom('form_submissions')
    .select('id')
    .where('audit_id', '=', auditId)
    .where('status', '!=', 'spam')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The audit form's enquiries (not spam) waiting for this audit's report by mail, each claimed
 * as mailed: a report goes to a prospect once, and never for a run the team asked for.
 */
export async function claimReportRecipients(db: DB, auditId: string) {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('form_submissions')
      .select(['id', 'name', 'email'])
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
