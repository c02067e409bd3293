import 'server-only';

import { splitAddresses } from '@/lib/validation/enquiry';

import { getDb } from '../db/client';
import { env } from '../env';
import { logger } from '../logger';
import { getEnquirySettings } from '../queries/enquiry-settings';
import { getBusinessSettings } from '../queries/site-settings';
import { createDrainWorker } from '../queue/drain-worker';
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

/** The enquiry settings' recipients, else the fallback ones. */
export async function notifyTo(): Promise<string[]> {
  const listed = splitAddresses((await getEnquirySettings(getDb())).notifyEmails);
  return listed.length ? listed : fallbackRecipients();
}

/** Who is told while the enquiry settings list nobody: NOTIFY_EMAIL, else the business e-mail. */
export async function fallbackRecipients(): Promise<string[]> {
  if (env.NOTIFY_EMAIL) return splitAddresses(env.NOTIFY_EMAIL);
  return [(await getBusinessSettings(getDb())).email];
}

const mailWorker = createDrainWorker({
  name: 'outbox delivery',
  batch: 20,
  prepare: async () => {
    const from = await mailFrom();
    return (limit) => deliverDueMail(getDb(), { send: sender, from, limit });
  },
});

/** Delivers due mail in the background; overlapping calls share one run. */
export const deliverMailSoon = mailWorker.soon;

/** Retries waiting mail every minute, for as long as the server runs. */
export const startMailWorker = mailWorker.start;

/** Stops retrying; resolves once the batch under way is sent (a clean shutdown). */
export const stopMailWorker = mailWorker.stop;
