import 'server-only';

import {
  hitRateLimit,
  isRateLimited,
  refundRateLimit,
  resetRateLimit,
} from '../../rate-limit/rate-limit';
import { accountKey } from '../../auth/account-throttle';
import type { DB } from '../../db/schema';
import { json } from '../admin-gate';

export type SignInThrottleLimits = {
  /** Attempts (passwords and codes) allowed per address per window; a success clears the count. */
  perAddress: number;
  /**
   * Passwords and codes checked per account per window from browsers it has not signed in on, and
   * per browser it has signed in on (known-devices.ts).
   */
  perAccount: number;
  /** Failures across all addresses past which every attempt waits brakeDelayMs. */
  overall: number;
  windowSeconds: number;
  brakeDelayMs: number;
};

const OVERALL_FAILURES = 'login:all-failures';
/** Whose budget an attempt takes a check from: the browser's, once the account signed in on it. */
const budgetKey = (email: string, device: string | null) =>
  device ? `login-device:${device}` : accountKey(email);

/** The limits on guessing passwords and two-factor codes: per address, per account, and overall. */
export function createSignInThrottle(db: DB, limits: SignInThrottleLimits) {
  const window = { windowSeconds: limits.windowSeconds };
  const addressKey = (address: string) => `login:${address}`;

  /**
   * Counts an attempt before its password or code is checked; the answer to send instead when it
   * is over a limit. `device` is the id of a browser the account signed in on, or null.
   */
  async function attempt(
    address: string,
    email: string,
    device: string | null,
  ): Promise<Response | null> {
    // Counting an attempt and deciding on it is one atomic upsert, so parallel attempts cannot
    // slip past a limit: each takes one of the budget's checks before any check is made.
    const byAddress = await hitRateLimit(db, addressKey(address), {
      ...window,
      limit: limits.perAddress,
    });
    if (!byAddress.allowed) return tooManyAttempts(byAddress.retryAfterSeconds);
    const byAccount = await hitRateLimit(db, budgetKey(email, device), {
      ...window,
      limit: limits.perAccount,
    });
    if (!byAccount.allowed) return tooManyAttempts(byAccount.retryAfterSeconds);
    // Many failures across all addresses slow every attempt down but never refuse one: a lockout
    // there would let anyone keep the whole team out.
    const overall = await isRateLimited(db, OVERALL_FAILURES, { ...window, limit: limits.overall });
    if (!overall.allowed) await sleep(limits.brakeDelayMs);
    return null;
  }

  const failed = async () => {
    await hitRateLimit(db, OVERALL_FAILURES, { ...window, limit: limits.overall });
  };

  /** A right password or code: the address starts afresh, and the check is given back. */
  async function succeeded(address: string, email: string, device: string | null) {
    await resetRateLimit(db, addressKey(address));
    await refundRateLimit(db, budgetKey(email, device));
  }

  return { attempt, failed, succeeded };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function tooManyAttempts(retryAfterSeconds: number): Response {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return json(
    429,
    {
      error: `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}
