import 'server-only';

import { escapeHtml } from '@/lib/html-escape';

import { getDb } from '../../db/client';
import { env } from '../../env';
import { deliverMailSoon } from '../../mail/mailer';
import { enqueueMail } from '../../mail/outbox';
import { loadBusiness } from '../../site';
import { createAccountApi } from '../account/account-api';
import { createUsersAdminApi } from './users-admin-api';

const issuer = async () => (await loadBusiness()).name;

/** The invite or reset mail, through the outbox with its retries; only when SMTP is set up. */
async function mailLink(to: string, kind: 'invite' | 'reset', link: string): Promise<boolean> {
  if (!env.SMTP_URL) return false;
  const site = escapeHtml(await issuer());
  const [subject, lead] =
    kind === 'invite'
      ? [`You are invited to the ${site} admin`, `You have been invited to the admin of ${site}.`]
      : [`Set a new password for the ${site} admin`, `A new password was requested for you.`];
  await enqueueMail(getDb(), {
    to,
    subject,
    submissionId: null,
    html: `<p>${lead}</p><p><a href="${escapeHtml(link)}">Set your name and password</a></p><p>The link works once, within 48 hours.</p>`,
  });
  void deliverMailSoon();
  return true;
}

export const usersAdminApi = createUsersAdminApi({ db: getDb(), siteUrl: env.SITE_URL, mailLink });

export const accountApi = createAccountApi({ db: getDb(), issuer });
