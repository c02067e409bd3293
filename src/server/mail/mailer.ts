import 'server-only';

import { MAIL_NOT_SET_UP } from '@/lib/enquiries/timeline-text';
import { splitAddresses } from '@/lib/validation/enquiry';

import { getDb } from '../db/client';
import type { DB } from '../db/schema';
import { env } from '../env';
import { logger } from '../logger';
import { getEnquirySettings } from '../queries/enquiry-settings';
import { getMailSettings } from '../queries/mail-settings';
import { getBusinessSettings } from '../queries/site-settings';
import { createDrainWorker } from '../queue/drain-worker';
import { currentMailServer } from './mail-server';
import { deliverDueMail } from './outbox';
import { smtpSender, type MailSender } from './transport';

// Without a mail server, each mail stays in the outbox until one is set (the mail settings
// screen, or SMTP_URL). The log names the enquiry and the recipient only: the mail itself holds
// the visitor's personal details.
export function unconfiguredSender(log: Pick<typeof logger, 'info'>): MailSender {
  return (mail) => {
    log.info({ to: mail.to, enquiryId: mail.enquiryId }, 'mail not sent: mail is not set up');
    return Promise.reject(new Error(MAIL_NOT_SET_UP));
  };
}

// One sender per server, kept while the server stays the same: a change on the mail settings
// screen takes effect with the next mail.
let kept: { key: string; send: MailSender } | null = null;

async function currentSender(): Promise<MailSender> {
  const server = await currentMailServer(getDb());
  if (!server) return unconfiguredSender(logger);
  const key = JSON.stringify(server.transport);
  if (kept?.key !== key) kept = { key, send: smtpSender(server.transport) };
  return kept.send;
}

/** MAIL_FROM, else the mail settings' sender, else the business name at no-reply@ the site's host. */
export async function mailFrom(db: DB): Promise<string> {
  if (env.MAIL_FROM) return env.MAIL_FROM;
  const saved = (await getMailSettings(db)).from;
  if (saved) return saved;
  const { name } = await getBusinessSettings(db);
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
    const [from, send] = await Promise.all([mailFrom(getDb()), currentSender()]);
    return (limit) => deliverDueMail(getDb(), { send, from, limit });
  },
});

/** Delivers due mail in the background; overlapping calls share one run. */
export const deliverMailSoon = mailWorker.soon;

/** Retries waiting mail every minute, for as long as the server runs. */
export const startMailWorker = mailWorker.start;

/** Stops retrying; resolves once the batch under way is sent (a clean shutdown). */
export const stopMailWorker = mailWorker.stop;
