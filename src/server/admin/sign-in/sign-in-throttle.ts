import 'server-only';

import { hitRateLimit, isRateLimited, resetRateLimit } from '../../rate-limit/rate-limit';
import { accountKey } from '../../auth/account-throttle';
import type { DB } from '../../db/client';
import { json } from '../admin-gate';

export type SignInThrottleLimits = {
  /** Attempts (passwords and codes) allowed per address per window; a success clears the count. */
  perAddress: number;
  /** Failed passwords and codes allowed per account per window. */
  perAccount: number;
  /** Failures across all addresses past which every attempt waits brakeDelayMs. */
  overall: number;
  windowSeconds: number;
  brakeDelayMs: number;
};

const OVERALL_FAILURES = 'login:all-failures';
/** The limits on guessing passwords and two-factor codes: per address, per account, and overall. */
export function createSignInThrottle(db: DB, limits: SignInThrottleLimits) {
  const window = { windowSeconds: limits.windowSeconds };
  const addressKey = (address: string) => `login:${address}`;

  /** Counts an attempt; the answer to send instead when it is over a limit. */
  async function attempt(address: string, email: string): Promise<Response | null> {
    // Counting the attempt and deciding on it is one atomic upsert, so parallel attempts from one
    // address cannot slip past the limit.
    const byAddress = await hitRateLimit(db, addressKey(address), {
      ...window,
      limit: limits.perAddress,
    });
    if (!byAddress.allowed) return tooManyAttempts(byAddress.retryAfterSeconds);
    const byAccount = await isRateLimited(db, accountKey(email), {
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

  async function failed(email: string): Promise<void> {
    await hitRateLimit(db, accountKey(email), { ...window, limit: limits.perAccount });
    await hitRateLimit(db, OVERALL_FAILURES, { ...window, limit: limits.overall });
  }

  const succeeded = (address: string) => resetRateLimit(db, addressKey(address));

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
