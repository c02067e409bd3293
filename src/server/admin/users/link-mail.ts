import 'server-only';

import { escapeHtml } from '@/lib/html-escape';

import type { DB } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';

/** Queues the invite or reset mail in the outbox, which sends it with its retries. */
export async function queueLinkMail(
  db: DB,
  mail: { to: string; kind: 'invite' | 'reset'; link: string; site: string },
): Promise<string> {
  const site = escapeHtml(mail.site);
  const [subject, lead] =
    mail.kind === 'invite'
      ? [
          `You are invited to the ${mail.site} admin`,
          `You have been invited to the admin of ${site}.`,
        ]
      : [`Set a new password for the ${mail.site} admin`, 'A new password was requested for you.'];
  return enqueueMail(db, {
    to: mail.to,
    subject,
    enquiryId: null,
    html: `<p>${lead}</p><p><a href="${escapeHtml(mail.link)}">Set your name and password</a></p><p>The link works once, within 48 hours.</p>`,
  });
}
