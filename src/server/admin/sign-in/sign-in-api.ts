import 'server-only';

import { secondStepSchema, signInSchema } from '@/lib/validation/team';

import { recordAudit } from '../../audit-log/audit-log';
import { verifyPassword } from '../../auth/password';
import { knownDevice, knownDeviceCookie } from '../../auth/known-devices';
import { createLink, checkLink, redeemLink } from '../../auth/one-time-links';
import {
  clearedSessionCookie,
  createSession,
  endSession,
  sessionCookie,
  sessionFor,
  sessionTokenFrom,
} from '../../auth/sessions';
import { getAccountPolicy } from '../../auth/account-policy';
import {
  confirmEnrolment,
  enrolmentCode,
  startEnrolment,
  redeemRecoveryCode,
  redeemTotpCode,
} from '../../auth/two-factor';
import { findUserByEmail, getUser, passwordHashOf, type AdminUser } from '../../auth/users';
import type { DB } from '../../db/schema';
import { clientAddress, clientAddressKey } from '../../http/client-address';
import { logger } from '../../logger';
import { isSameOrigin } from '../../http/same-origin';
import { createAdminGate, describeUser, json } from '../admin-gate';
import { createSignInThrottle, type SignInThrottleLimits } from './sign-in-throttle';

export type SignInApiDependencies = {
  db: DB;
  secureCookies: boolean;
  /** The name the authenticator app shows for this site. */
  issuer: () => Promise<string>;
  throttle: SignInThrottleLimits;
};

const crossSite = () => json(403, { error: 'Cross-site request refused' });
const expiredChallenge = () =>
  json(401, {
    error: 'Your sign-in has expired. Please enter your password again.',
    restart: true,
  });

/**
 * Sign-in in one or two steps: e-mail and password, then, for a user with two-factor sign-in, a
 * code from the authenticator app or a recovery code. When the owner requires two-factor and the
 * user has none yet, the second step enrols the app first.
 */
export function createSignInApi(deps: SignInApiDependencies) {
  const { db } = deps;
  const throttle = createSignInThrottle(db, deps.throttle);
  const { readJson } = createAdminGate(db, 'account');

  async function login(request: Request): Promise<Response> {
    if (!isSameOrigin(request)) return crossSite();
    const parsed = await readJson(request, signInSchema);
    if (parsed.response) return parsed.response;
    const { email, password } = parsed.data;
    const address = clientAddress(request.headers);
    const addressKey = clientAddressKey(request.headers);
    const device = await knownDevice(db, request.headers, email);
    const refused = await throttle.attempt(addressKey, email, device);
    if (refused) return refused;
    const user = await findUserByEmail(db, email);
    const hash = user ? await passwordHashOf(db, user.id) : null;
    // A missing user costs the same argon2 check as a wrong password, so timing tells nothing.
    const passwordOk = await verifyPassword(hash ?? DUMMY_HASH, password);
    if (user && hash && passwordOk && user.status === 'disabled') {
      await audit(null, user, email, address, 'sign-in-failed', 'account disabled');
      return json(403, { error: 'This account has been disabled. Ask the owner or an admin.' });
    }
    if (!user || !hash || !passwordOk || user.status !== 'active') {
      await throttle.failed();
      await audit(null, user, email, address, 'sign-in-failed', 'wrong e-mail or password');
      logger.warn('admin sign-in failed');
      return json(401, { error: 'Incorrect e-mail or password' });
    }
    await throttle.succeeded(addressKey, email, device);
    if (user.twoFactor) {
      const { token } = await createLink(db, user.id, 'sign-in');
      return json(200, { step: 'code', challenge: token });
    }
    if ((await getAccountPolicy(db)).requireTwoFactor) {
      const { token } = await createLink(db, user.id, 'sign-in');
      const secret = await startEnrolment(db, user.id);
      const { svg, uri } = await enrolmentCode(secret, await deps.issuer(), user.email);
      return json(200, { step: 'enrol', challenge: token, secret, qrSvg: svg, uri });
    }
    return signedIn(request, user, address, 'signed in with password');
  }

  async function secondStep(request: Request): Promise<Response> {
    if (!isSameOrigin(request)) return crossSite();
    const parsed = await readJson(request, secondStepSchema);
    if (parsed.response) return parsed.response;
    const { challenge, code } = parsed.data;
    const address = clientAddress(request.headers);
    const addressKey = clientAddressKey(request.headers);
    const link = await checkLink(db, challenge, ['sign-in']);
    if (link.kind !== 'valid') return expiredChallenge();
    const user = await getUser(db, link.userId);
    if (!user || user.status !== 'active') return expiredChallenge();
    const device = await knownDevice(db, request.headers, user.email);
    const refused = await throttle.attempt(addressKey, user.email, device);
    if (refused) return refused;

    // How the user signed in, or null when the code was wrong.
    let how: string | null;
    let recoveryCodes: string[] | null = null;
    if (!user.twoFactor) {
      recoveryCodes = await confirmEnrolment(db, user.id, code);
      how = recoveryCodes && 'signed in and turned on two-factor sign-in';
    } else if (/^\d{6}$/.test(code)) {
      how = (await redeemTotpCode(db, user.id, code)) ? 'signed in with authenticator code' : null;
    } else {
      how = (await redeemRecoveryCode(db, user.id, code)) ? 'signed in with a recovery code' : null;
    }
    if (!how) {
      await throttle.failed();
      await audit(user.id, user, user.email, address, 'sign-in-failed', 'wrong two-factor code');
      return json(401, {
        error: user.twoFactor
          ? 'That code is not valid or has been used already. Enter the current code from your app, or an unused recovery code.'
          : 'That code is not valid. Enter the current six-digit code from your app.',
      });
    }
    if (!(await redeemLink(db, challenge))) return expiredChallenge();
    await throttle.succeeded(addressKey, user.email, device);
    return signedIn(request, user, address, how, recoveryCodes);
  }

  async function signedIn(
    request: Request,
    user: AdminUser,
    address: string,
    how: string,
    recoveryCodes: string[] | null = null,
  ) {
    const session = await createSession(db, user.id, {
      userAgent: request.headers.get('user-agent') ?? '',
      ipAddress: address,
    });
    await audit(user.id, user, user.email, address, 'sign-in', how);
    const response = json(200, { ok: true, ...(recoveryCodes && { recoveryCodes }) });
    response.headers.append(
      'Set-Cookie',
      sessionCookie(session.token, session.expiresAt, deps.secureCookies),
    );
    response.headers.append(
      'Set-Cookie',
      await knownDeviceCookie(db, user.email, deps.secureCookies),
    );
    return response;
  }

  async function logout(request: Request): Promise<Response> {
    if (!isSameOrigin(request)) return crossSite();
    const token = sessionTokenFrom(request.headers);
    const signedIn = await sessionFor(db, token);
    await endSession(db, token);
    if (signedIn)
      await audit(
        signedIn.user.id,
        signedIn.user,
        signedIn.user.email,
        clientAddress(request.headers),
        'sign-in',
        'signed out',
      );
    return json(200, { ok: true }, { 'Set-Cookie': clearedSessionCookie(deps.secureCookies) });
  }

  function audit(
    userId: string | null,
    user: AdminUser | null,
    email: string,
    ipAddress: string,
    kind: 'sign-in' | 'sign-in-failed',
    action: string,
  ) {
    return recordAudit(db, {
      kind,
      userId: userId ?? user?.id ?? null,
      actor: user ? describeUser(user) : email,
      action,
      target: 'sign-in',
      ipAddress,
    });
  }

  return { login, secondStep, logout };
}

// The argon2id hash of a random password nobody knows, checked when the e-mail is unknown.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$TmxqGcYyXZpqpVuUCvNmGA$CWuUeBtFgu2DLWDr7IzBpT1XtNqPvDi8mUrtMkDQ2js';
