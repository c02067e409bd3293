import 'server-only';

import { randomUUID } from 'node:crypto';

import type { DB } from '../db/client';
import { nowIso } from '../db/values';
import type { MailSender } from './transport';

// Every notification is written to the outbox first; delivery is attempted afterwards and
// retried with back-off, so a mail failure can never lose or delay the enquiry itself.

const BACKOFF_MINUTES = [1, 5, 15, 60, 180, 720];
export const MAX_ATTEMPTS = 10;

export type QueuedMail = { to: string; subject: string; html: string; submissionId: string | null };

export async function enqueueMail(db: DB, mail: QueuedMail): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await db
    .insertInto('email_outbox')
    .values({
      id,
      submission_id: mail.submissionId,
      to_address: mail.to,
      subject: mail.subject,
      html: mail.html,
      status: 'pending',
      attempts: 0,
      last_error: null,
      next_attempt_at: now,
      created_at: now,
      sent_at: null,
    })
    .execute();
  return id;
}

export type DeliveryReport = { sent: number; failed: number };

/** Sends the mails that are due; without a sender, records why they wait. */
export async function deliverDueMail(
  db: DB,
  options: { send: MailSender | null; from: string; now?: Date; limit?: number },
): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const due = await db
    .selectFrom('email_outbox')
    .select(['id', 'submission_id', 'to_address', 'subject', 'html', 'attempts'])
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('created_at')
    .limit(options.limit ?? 20)
    .execute();
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (const mail of due) {
    try {
      if (!options.send) throw new Error('SMTP is not configured (set SMTP_URL)');
      await options.send({
        to: mail.to_address,
        from: options.from,
        subject: mail.subject,
        html: mail.html,
        submissionId: mail.submission_id,
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
      report.sent++;
    } catch (error) {
      const attempts = mail.attempts + 1;
      const delay = BACKOFF_MINUTES[Math.min(attempts - 1, BACKOFF_MINUTES.length - 1)]!;
      await db
        .updateTable('email_outbox')
        .set({
          attempts,
          last_error: error instanceof Error ? error.message.slice(0, 500) : String(error),
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          next_attempt_at: new Date(now.getTime() + delay * 60_000).toISOString(),
        })
        .where('id', '=', mail.id)
        .execute();
      report.failed++;
    }
  }
  return report;
}
