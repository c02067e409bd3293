import 'server-only';

import { randomUUID } from 'node:crypto';

import { landingPathOf, leadSourceOf } from '@/lib/enquiries/lead-source';
import { CLOSED_STAGES, ENQUIRY_STAGES, type EnquiryStage } from '@/lib/enquiries/stages';
import type { AuditReach } from '@/lib/validation/seo-audit';

import type { DB, EnquiryOrigin } from '../db/schema';
import { nowIso, toJson } from '../db/values';
import { adjustEnquiryCounts, countedRows } from './enquiry-counts';
import { recordEvent, type EnquiryEvent } from './enquiry-events';
import { moveToTrash } from './trash';

// Every change to an enquiry, each written with its timeline event.

export type NewEnquiry = {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  website?: string;
  service: string;
  city?: string;
  message: string;
  sourcePage?: string;
  referrer?: string;
  utm?: Record<string, string>;
  /** Stored in the spam folder, for this reason: no notification, no webhook. */
  spamReason?: 'honeypot' | 'too-fast' | 'unchecked';
  noticeVersion?: string;
  /** The form it came from; the contact form unless said. */
  origin?: EnquiryOrigin;
  /** The audit form's: where the business's customers are. */
  auditReach?: AuditReach;
};

const orNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null);

/** Stores an enquiry with status 'new' (or 'spam') and its first event; returns its id. */
export async function insertEnquiry(db: DB, enquiry: NewEnquiry): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('form_submissions')
      .values({
        id,
        name: enquiry.name,
        email: enquiry.email,
        phone: orNull(enquiry.phone),
        company: orNull(enquiry.company),
        website: orNull(enquiry.website),
        service_interest: enquiry.service,
        city: orNull(enquiry.city),
        message: enquiry.message,
        status: enquiry.spamReason ? 'spam' : 'new',
        spam_reason: enquiry.spamReason ?? null,
        notice_version: orNull(enquiry.noticeVersion),
        source_page: orNull(enquiry.sourcePage),
        referrer: orNull(enquiry.referrer),
        utm: enquiry.utm && Object.keys(enquiry.utm).length ? toJson(enquiry.utm) : null,
        lead_source: leadSourceOf(enquiry.utm, enquiry.referrer),
        landing_path: landingPathOf(enquiry.sourcePage),
        origin: enquiry.origin ?? 'contact',
        // Only when given: an insert without it fits a database one migration behind (a restore).
        ...(enquiry.auditReach ? { audit_reach: enquiry.auditReach } : {}),
        created_at: now,
        updated_at: now,
      })
      .execute();
    // A spam enquiry's arrival names why it was kept in the spam folder.
    const origin = enquiry.origin ?? 'contact';
    const detail = enquiry.spamReason ?? (origin === 'contact' ? '' : origin);
    await recordEvent(trx, id, 'received', detail, { at: now });
    await adjustEnquiryCounts(trx, await countedRows(trx, [id]), 1);
  });
  return id;
}

/**
 * True when the enquiry existed (and was not spam) and is now at the stage; `author` moved it. A
 * lost enquiry keeps its reason (the timeline reads "lost: reason"); any other stage clears it.
 */
export async function updateEnquiryStatus(
  db: DB,
  id: string,
  status: EnquiryStage,
  author: string | null = null,
  lostReason?: string,
): Promise<boolean> {
  const reason = status === 'lost' ? (lostReason?.trim() ?? '') : '';
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('form_submissions')
      .select(['status', 'lost_reason'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || row.status === 'spam') return false;
    if (row.status === status && (row.lost_reason ?? '') === reason) return true;
    await trx
      .updateTable('form_submissions')
      .set({ status, lost_reason: reason || null, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await recordEvent(trx, id, 'status', reason ? `${status}: ${reason}` : status, { author });
    return true;
  });
}

/**
 * Moves an open enquiry on to `stage` when an action reaches it (a call booked, a quote sent), never
 * back: one already further on, won or lost, or in spam stays where it is. True when it moved.
 */
export async function advanceStage(db: DB, id: string, stage: EnquiryStage): Promise<boolean> {
  const earlier = ENQUIRY_STAGES.slice(0, ENQUIRY_STAGES.indexOf(stage)).filter(
    (s) => !CLOSED_STAGES.includes(s),
  );
  const result = await db
    .updateTable('form_submissions')
    .set({ status: stage, lost_reason: null, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', 'in', earlier)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await recordEvent(db, id, 'status', stage);
  return true;
}

/** Records the enquiry's quote value: the quote just sent, or the one accepted. */
export async function setQuoteValue(db: DB, id: string, paise: number): Promise<void> {
  await db
    .updateTable('form_submissions')
    .set({ quote_value_paise: paise })
    .where('id', '=', id)
    .execute();
}

/** Moves an enquiry out of the spam folder as a new one; false when it is not spam (any more). */
export async function markNotSpam(db: DB, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('form_submissions')
      .set({ status: 'new', spam_reason: null, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', '=', 'spam')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await recordEvent(trx, id, 'not-spam');
    await adjustEnquiryCounts(trx, await countedRows(trx, [id]), 1);
    return true;
  });
}

/** Adds a team member's note to the timeline; null when the enquiry does not exist. */
export function addNote(
  db: DB,
  id: string,
  note: string,
  author: string,
): Promise<EnquiryEvent | null> {
  return recordEvent(db, id, 'note', note, { author });
}

/**
 * Moves an enquiry to the trash with its timeline, webhook deliveries and queued mails, which wait
 * there: nothing of it is sent until it is restored. Returns the trash entry's id, or null.
 */
export async function deleteEnquiry(
  db: DB,
  id: string,
  deletedBy: string | null = null,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const counted = await countedRows(trx, [id]);
    const trashId = await moveToTrash(trx, 'enquiry', id, deletedBy);
    if (!trashId) return null;
    await adjustEnquiryCounts(trx, counted, -1);
    await trx.deleteFrom('email_outbox').where('submission_id', '=', id).execute();
    // Its timeline and webhook deliveries go with it (on delete cascade).
    await trx.deleteFrom('form_submissions').where('id', '=', id).execute();
    return trashId;
  });
}
