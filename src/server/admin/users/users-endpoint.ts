import 'server-only';

import { getDb } from '../../db/client';
import { env } from '../../env';
import { deliverMailSoon } from '../../mail/mailer';
import { createAccountApi } from '../account/account-api';
import { issuer } from '../sign-in/sign-in-endpoint';
import { queueLinkMail } from './link-mail';
import { createUsersAdminApi } from './users-admin-api';

/** The invite or reset mail, through the outbox; only when SMTP is set up. */
async function mailLink(to: string, kind: 'invite' | 'reset', link: string): Promise<boolean> {
  if (!env.SMTP_URL) return false;
  await queueLinkMail(getDb(), { to, kind, link, site: await issuer() });
  void deliverMailSoon();
  return true;
}

export const usersAdminApi = createUsersAdminApi({ db: getDb(), siteUrl: env.SITE_URL, mailLink });

export const accountApi = createAccountApi({
  db: getDb(),
  issuer,
  secureCookies: env.SITE_URL.startsWith('https://'),
});
