import 'server-only';

import { getDb } from '../db/client';
import { env } from '../env';
import { logger } from '../logger';
import { splitAddresses } from '@/lib/validation/lead-settings';

import { getLeadSettings } from '../queries/lead-settings';
import { getBusinessSettings } from '../queries/site-settings';
import { deliverDueMail } from './outbox';
import { smtpSender, type MailSender } from './transport';

// Without SMTP, each mail stays in the outbox until SMTP_URL is set. The log names the enquiry
// and the recipient only: the mail itself holds the visitor's personal details.
export function unconfiguredSender(log: Pick<typeof logger, 'info'>): MailSender {
  return (mail) => {
    log.info(
      { to: mail.to, submissionId: mail.submissionId },
      'mail not sent: SMTP is not configured',
    );
    return Promise.reject(new Error('SMTP is not configured (set SMTP_URL)'));
  };
}

const sender: MailSender = env.SMTP_URL ? smtpSender(env.SMTP_URL) : unconfiguredSender(logger);

/** MAIL_FROM, else the business name (settings) at no-reply@ the site's host. */
async function mailFrom(): Promise<string> {
  if (env.MAIL_FROM) return env.MAIL_FROM;
  const { name } = await getBusinessSettings(getDb());
  return `${name.replace(/["<>]/g, '')} <no-reply@${new URL(env.SITE_URL).hostname}>`;
}

/** The lead settings' recipients, else NOTIFY_EMAIL, else the business e-mail address. */
export async function notifyTo(): Promise<string[]> {
  const db = getDb();
  const listed = splitAddresses((await getLeadSettings(db)).notifyEmails);
  if (listed.length) return listed;
  if (env.NOTIFY_EMAIL) return splitAddresses(env.NOTIFY_EMAIL);
  return [(await getBusinessSettings(db)).email];
}

let running: Promise<void> | null = null;

/** Delivers due mail in the background; overlapping calls share one run. */
export function deliverMailSoon(): Promise<void> {
  running ??= deliverAllDue()
    .catch((error: unknown) => logger.error({ err: error }, 'outbox delivery failed'))
    .finally(() => {
      running = null;
    });
  return running;
}

const BATCH = 20;

async function deliverAllDue(): Promise<void> {
  // Batch after batch while full batches keep coming, so a burst of enquiries is not left waiting.
  const from = await mailFrom();
  for (let round = 0; round < 50; round++) {
    const report = await deliverDueMail(getDb(), { send: sender, from, limit: BATCH });
    if (report.sent || report.failed) logger.info(report, 'outbox delivery');
    if (report.sent + report.failed < BATCH) return;
  }
}

/** Retries waiting mail every minute, for as long as the server runs. */
export function startMailWorker(intervalMs = 60_000): void {
  setInterval(() => void deliverMailSoon(), intervalMs).unref();
  void deliverMailSoon();
}
