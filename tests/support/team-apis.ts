import { expect } from 'vitest';

import { createAccountApi } from '@/server/admin/account/account-api';
import { createSignInApi } from '@/server/admin/sign-in/sign-in-api';
import { createUsersAdminApi } from '@/server/admin/users/users-admin-api';
import type { DB } from '@/server/db/schema';

import { adminRequest as request } from './admin-request';

// The team-account APIs over one test database, as the endpoints wire them, and the steps the
// tests repeat: sign in, invite and join.

export const memberPassword = 'a long and unusual passphrase';
export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
export const cookieOf = (response: Response) => response.headers.get('set-cookie')!.split(';')[0]!;

export function teamApis(
  db: DB,
  options: {
    perAccount: number;
    perAddress?: number;
    overall?: number;
    brakeDelayMs?: number;
    mailed?: string[];
  },
) {
  const issuer = () => Promise.resolve('Test Agency');
  const users = createUsersAdminApi({
    db,
    siteUrl: 'https://agency.test',
    mailLink: (to) => Promise.resolve(options.mailed ? options.mailed.push(to) > 0 : false),
  });
  const account = createAccountApi({ db, issuer });
  const signIn = createSignInApi({
    db,
    secureCookies: true,
    issuer,
    throttle: {
      perAddress: options.perAddress ?? 50,
      perAccount: options.perAccount,
      overall: options.overall ?? 500,
      windowSeconds: 900,
      brakeDelayMs: options.brakeDelayMs ?? 1,
    },
  });

  const login = (email: string, password: string, ip?: string, userAgent = 'vitest') => {
    const r = request('POST', { email, password }, undefined, ip);
    r.headers.set('user-agent', userAgent);
    return signIn.login(r);
  };

  /** The owner (by their cookie) invites; the invitee accepts the link. The new user's id. */
  async function join(ownerCookie: string, email: string, role: string) {
    const invited = (await (
      await users.invite(request('POST', { email, role }, ownerCookie), {})
    ).json()) as { link: string; user: { id: string } };
    const accepted = await account.acceptLink(
      request('POST', {
        token: tokenOf(invited.link),
        name: `Name ${role}`,
        password: memberPassword,
      }),
    );
    expect(accepted.status).toBe(200);
    return invited.user.id;
  }

  return { users, account, signIn, login, join };
}
