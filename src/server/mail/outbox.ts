import 'server-only';

import { randomUUID } from 'node:crypto';

import { MAIL_NOT_SET_UP } from '@/lib/enquiries/timeline-text';

import type { DB, OutboxKind } from '../db/schema';
import { nowIso } from '../db/values';
import { recordEvent } from '../queries/enquiry-events';
import { claimDue, keepClaim } from '../queue/claim-due';
import { jsonColumns, readJson } from '../db/json-columns';
import type { CalendarInvite, MailAddress, MailSender } from './transport';

// Every notification is written to the outbox first; delivery is attempted afterwards and
// retried with back-off, so a mail failure can never lose or delay the enquiry itself.

const BACKOFF_MINUTES = [1, 5, 15, 60, 180, 720];
export const MAX_ATTEMPTS = 10;

/** When a delivery that failed for the `attempts`-th time is tried again, or that it is given up. */
export function retryAfterFailure(attempts: number, now: Date) {
  const delayMinutes = BACKOFF_MINUTES[Math.min(attempts - 1, BACKOFF_MINUTES.length - 1)]!;
  const gaveUp = attempts >= MAX_ATTEMPTS;
  return {
    gaveUp,
    at: new Date(now.getTime() + delayMinutes * 60_000),
    describe: gaveUp ? 'no more retries' : `retry in ${delayMinutes} min`,
  };
}

export type QueuedMail = {
  to: string;
  subject: string;
  html: string;
  enquiryId: string | null;
  /** The team's notification (the default), the visitor's auto-reply or their audit report. */
  kind?: OutboxKind;
  replyTo?: MailAddress;
  /** A calendar invitation (a booked call's), sent as the mail's calendar part. */
  calendar?: CalendarInvite;
  /** Not sent before this instant (a call's reminder); now unless said. */
  sendAt?: string;
  /** The address that stops mails like it, for the List-Unsubscribe header (RFC 8058). */
  listUnsubscribe?: string;
};

export async function enqueueMail(db: DB, mail: QueuedMail): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await db
    .insertInto('email_outbox')
    .values({
      id,
      submission_id: mail.enquiryId,
      to_address: mail.to,
      subject: mail.subject,
      html: mail.html,
      status: 'pending',
      attempts: 0,
      last_error: null,
      next_attempt_at: mail.sendAt ?? now,
      created_at: now,
      sent_at: null,
      kind: mail.kind ?? 'notification',
      reply_to: mail.replyTo ? JSON.stringify(mail.replyTo) : null,
      calendar: mail.calendar ? JSON.stringify(mail.calendar) : null,
      list_unsubscribe: mail.listUnsubscribe ?? null,
    })
    .execute();
  return id;
}

/** Takes a mail out of the outbox before its first attempt (a call's reminder, when it moves). */
export async function dropUnsentMail(db: DB, id: string): Promise<void> {
  await db
    .deleteFrom('email_outbox')
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('attempts', '=', 0)
    .execute();
}

// The events a mail about an enquiry leaves on its timeline; a client's report belongs to none.
const sentEvent = {
  notification: 'mail-sent',
  'auto-reply': 'auto-reply-sent',
  'audit-report': 'audit-report-sent',
  call: 'call-mail-sent',
  quote: 'quote-mail-sent',
  'client-report': null,
} as const satisfies Record<OutboxKind, string | null>;
const failedEvent = {
  notification: 'mail-failed',
  'auto-reply': 'auto-reply-failed',
  'audit-report': 'audit-report-failed',
  call: 'call-mail-failed',
  quote: 'quote-mail-failed',
  'client-report': null,
} as const satisfies Record<OutboxKind, string | null>;

export type DeliveryReport = { sent: number; failed: number };

/** One Message-ID per outbox mail, at the sender's domain, whichever attempt sends it. */
function outboxMessageId(id: string | number, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${id}@${domain}>`;
}

/**
 * Sends the mails that are due, each claimed by this worker alone (claim-due.ts); without a sender,
 * records why they wait.
 */
export async function deliverDueMail(
  db: DB,
  options: { send: MailSender | null; from: string; now?: Date; limit?: number },
): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const report: DeliveryReport = { sent: 0, failed: 0 };
  const claim = await claimDue(db, 'email_outbox', now, options.limit ?? 20);
  if (claim.ids.length === 0) return report;
  const due = await db
    .selectFrom('email_outbox')
    .select([
      'id',
      'submission_id',
      'to_address',
      'subject',
      'html',
      'attempts',
      'kind',
      'reply_to',
      'calendar',
      'list_unsubscribe',
    ])
    .where('id', 'in', claim.ids)
    .orderBy('created_at')
    .execute();
  for (const mail of due) {
    if (!(await keepClaim(db, 'email_outbox', mail.id, claim, options.now ?? new Date()))) continue;
    try {
      if (!options.send) throw new Error(MAIL_NOT_SET_UP);
      await options.send({
        to: mail.to_address,
        from: options.from,
        subject: mail.subject,
        html: mail.html,
        messageId: outboxMessageId(mail.id, options.from),
        replyTo: readReplyTo(mail.reply_to),
        calendar: readJson(jsonColumns.outboxCalendar, mail.calendar, mail.id),
        listUnsubscribe: mail.list_unsubscribe,
        enquiryId: mail.submission_id,
      });
      await db
        .updateTable('email_outbox')
        .set({
          status: 'sent',
          sent_at: now.toISOString(),
          attempts: mail.attempts + 1,
          last_error: null,
        })
        .where('id', '=', mail.id)
        .execute();
      const sent = sentEvent[mail.kind];
      if (mail.submission_id && sent)
        await recordEvent(db, mail.submission_id, sent, mail.to_address);
      report.sent++;
    } catch (error) {
      const attempts = mail.attempts + 1;
      const retry = retryAfterFailure(attempts, now);
      const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
      await db
        .updateTable('email_outbox')
        .set({
          attempts,
          last_error: reason,
          status: retry.gaveUp ? 'failed' : 'pending',
          next_attempt_at: retry.at.toISOString(),
        })
        .where('id', '=', mail.id)
        .execute();
      const failed = failedEvent[mail.kind];
      if (mail.submission_id && failed)
        await recordEvent(
          db,
          mail.submission_id,
          failed,
          `${mail.to_address}: ${reason} (attempt ${attempts}, ${retry.describe})`,
        );
      report.failed++;
    }
  }
  return report;
}

/** The stored Reply-To, when it is one; a mail without one is sent without. */
function readReplyTo(stored: string | null): MailAddress | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<MailAddress>;
    return typeof value.address === 'string'
      ? { name: typeof value.name === 'string' ? value.name : '', address: value.address }
      : null;
  } catch {
    return null;
  }
}
