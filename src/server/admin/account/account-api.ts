import 'server-only';

import { z } from 'zod';

import { acceptLinkSchema, changePasswordSchema, totpConfirmSchema } from '@/lib/validation/team';

import { recordAudit } from '../../audit-log/audit-log';
import { clearAccountThrottle } from '../../auth/account-throttle';
import { checkLink, LINK_MESSAGES, redeemLink } from '../../auth/one-time-links';
import { verifyPassword } from '../../auth/password';
import { hashNewPassword, passwordProblem } from '../../auth/password-policy';
import { createSession, endSessionById, endUserSessions, sessionCookie } from '../../auth/sessions';
import { getAccountPolicy } from '../../auth/account-policy';
import {
  confirmEnrolment,
  disableTwoFactor,
  enrolmentCode,
  newRecoveryCodes,
  startEnrolment,
} from '../../auth/two-factor';
import { getUser, passwordHashOf, updateUser } from '../../auth/users';
import type { DB } from '../../db/schema';
import { clientAddress } from '../../http/client-address';
import { isSameOrigin } from '../../http/same-origin';
import type { By } from '../audit-log-subject';
import { createAdminGate, describeUser, json, noStore, type Actor } from '../admin-gate';

export type AccountApiDependencies = {
  db: DB;
  issuer: () => Promise<string>;
  /** Session cookies only over HTTPS (the site's address says which). */
  secureCookies?: boolean;
};

const fieldError = (field: string, message: string) =>
  json(400, {
    error: 'Please correct the highlighted fields.',
    fieldErrors: { [field]: [message] },
  });

const profileSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(100, 'Use at most 100 characters'),
});
const confirmPasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(200),
});

/** Every write of the account screen changes the signed-in user's own account. */
const ownAccount = { subject: <P, D>(_p: P, _d: D, by: By) => `Account ${by.user.email}` };

/** One's own account: name, password, two-factor sign-in, sessions; and accepting a link. */
export function createAccountApi(deps: AccountApiDependencies) {
  const { db } = deps;
  const { guarded, readJson } = createAdminGate(db, 'account');

  const passwordMatches = async (userId: string, password: string) => {
    const hash = await passwordHashOf(db, userId);
    return hash !== null && (await verifyPassword(hash, password));
  };

  const saveProfile = guarded(
    { schema: profileSchema, audit: ownAccount },
    async (request, _params, { user }: Actor, data) => {
      await updateUser(db, user.id, { name: data.name });
      return json(200, { user: await getUser(db, user.id) });
    },
  );

  /** A new password; every other session of the user ends. */
  const changePassword = guarded(
    { schema: changePasswordSchema, audit: ownAccount },
    async (request, _params, { user, sessionId }: Actor, data) => {
      if (!(await passwordMatches(user.id, data.currentPassword)))
        return fieldError('currentPassword', 'This is not your current password');
      const problem = passwordProblem(data.newPassword, user.email);
      if (problem) return fieldError('newPassword', problem);
      await updateUser(db, user.id, { passwordHash: await hashNewPassword(data.newPassword) });
      await endUserSessions(db, user.id, sessionId);
      return json(200, { ok: true });
    },
  );

  const startTwoFactor = guarded(
    { audit: ownAccount },
    async (_request, _params, { user }: Actor) => {
      if (user.twoFactor) return json(409, { error: 'Two-factor sign-in is already on.' });
      const secret = await startEnrolment(db, user.id);
      const { svg, uri } = await enrolmentCode(secret, await deps.issuer(), user.email);
      return json(200, { secret, qrSvg: svg, uri });
    },
  );

  const confirmTwoFactor = guarded(
    { schema: totpConfirmSchema, audit: ownAccount },
    async (request, _params, { user }: Actor, data) => {
      const codes = await confirmEnrolment(db, user.id, data.code);
      if (!codes)
        return fieldError('code', 'That code is not valid. Enter the current code from your app.');
      return json(200, { recoveryCodes: codes });
    },
  );

  const turnOffTwoFactor = guarded(
    { schema: confirmPasswordSchema, audit: ownAccount },
    async (request, _params, { user }: Actor, data) => {
      if ((await getAccountPolicy(db)).requireTwoFactor)
        return json(400, { error: 'The owner requires two-factor sign-in for every user.' });
      if (!(await passwordMatches(user.id, data.currentPassword)))
        return fieldError('currentPassword', 'This is not your current password');
      await disableTwoFactor(db, user.id);
      return json(200, { ok: true });
    },
  );

  const replaceRecoveryCodes = guarded(
    { schema: confirmPasswordSchema, audit: ownAccount },
    async (request, _params, { user }: Actor, data) => {
      if (!user.twoFactor) return json(400, { error: 'Turn on two-factor sign-in first.' });
      if (!(await passwordMatches(user.id, data.currentPassword)))
        return fieldError('currentPassword', 'This is not your current password');
      return json(200, { recoveryCodes: await newRecoveryCodes(db, user.id) });
    },
  );

  const endSession = guarded(
    { audit: ownAccount },
    async (_request, { id }: { id: string }, { user }: Actor) => {
      if (!(await endSessionById(db, user.id, id)))
        return json(404, { error: 'Session not found' });
      return new Response(null, { status: 204, headers: noStore });
    },
  );

  /** Accepting an invite or a reset link: the user's name and new password; no session needed. */
  async function acceptLink(request: Request): Promise<Response> {
    if (!isSameOrigin(request)) return json(403, { error: 'Cross-site request refused' });
    const parsed = await readJson(request, acceptLinkSchema);
    if (parsed.response) return parsed.response;
    const { token, name, password } = parsed.data;
    const link = await checkLink(db, token, ['invite', 'reset']);
    if (link.kind !== 'valid') return json(410, { error: LINK_MESSAGES[link.kind] });
    const user = await getUser(db, link.userId);
    if (!user || user.status === 'disabled') return json(410, { error: LINK_MESSAGES.unknown });
    const problem = passwordProblem(password, user.email);
    if (problem) return fieldError('password', problem);
    const passwordHash = await hashNewPassword(password);
    const done = await db.transaction().execute(async (trx) => {
      if (!(await redeemLink(trx, token))) return false;
      await updateUser(trx, user.id, { name, passwordHash, status: 'active' });
      await endUserSessions(trx, user.id);
      return true;
    });
    if (!done) return json(410, { error: LINK_MESSAGES.used });
    await clearAccountThrottle(db, user.email);
    await recordAudit(db, {
      kind: 'account',
      userId: user.id,
      actor: describeUser({ name, email: user.email }),
      action:
        link.purpose === 'invite' ? 'accepted the invite' : 'set a new password from a reset link',
      target: `users/${user.id}`,
      fields: ['name', 'password'],
      ipAddress: clientAddress(request.headers),
    });
    // A new member is signed in at once, unless the owner requires two-factor sign-in (its set-up
    // comes with signing in); a reset link never signs in, since it would pass the second step.
    if (link.purpose !== 'invite' || (await getAccountPolicy(db)).requireTwoFactor)
      return json(200, { email: user.email, signedIn: false });
    const session = await createSession(db, user.id, {
      userAgent: request.headers.get('user-agent') ?? '',
      ipAddress: clientAddress(request.headers),
    });
    const response = json(200, { email: user.email, signedIn: true });
    response.headers.append(
      'Set-Cookie',
      sessionCookie(session.token, session.expiresAt, deps.secureCookies ?? false),
    );
    return response;
  }

  return {
    saveProfile,
    changePassword,
    startTwoFactor,
    confirmTwoFactor,
    turnOffTwoFactor,
    replaceRecoveryCodes,
    endSession,
    acceptLink,
  };
}
