import 'server-only';

import { siteConfig } from '@/content/site-config';

import { getDb } from '../db/client';
import { env } from '../env';
import { logger } from '../logger';
import { deliverDueMail } from './outbox';
import { smtpSender } from './transport';

const sender = env.SMTP_URL ? smtpSender(env.SMTP_URL) : null;

export const mailFrom =
  env.MAIL_FROM ?? `${siteConfig.name} <no-reply@${new URL(env.SITE_URL).hostname}>`;
export const notifyTo = env.NOTIFY_EMAIL ?? siteConfig.email;

let running: Promise<void> | null = null;

/** Delivers due mail in the background; overlapping calls share one run. */
export function deliverMailSoon(): Promise<void> {
  running ??= deliverDueMail(getDb(), { send: sender, from: mailFrom })
    .then((report) => {
      if (report.sent || report.failed) logger.info(report, 'outbox delivery');
      if (report.failed && !sender)
        logger.warn('mail is waiting in the outbox: set SMTP_URL to send it');
    })
    .catch((error: unknown) => logger.error({ err: error }, 'outbox delivery failed'))
    .finally(() => {
      running = null;
    });
  return running;
}

/** Retries waiting mail every minute, for as long as the server runs. */
export function startMailWorker(intervalMs = 60_000): void {
  setInterval(() => void deliverMailSoon(), intervalMs).unref();
  void deliverMailSoon();
}
