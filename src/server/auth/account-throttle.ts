import 'server-only';

import type { DB } from '../db/schema';
import { resetRateLimit } from '../rate-limit/rate-limit';

/** The rate-limit key of an account's failed sign-ins (sign-in-throttle.ts counts them). */
export const accountKey = (email: string) => `login-account:${email.trim().toLowerCase()}`;

/**
 * Lets an account sign in again at once after its password was set anew (a reset link, or the
 * owner's recovery with npm run admin:password): a lockout by someone guessing must not outlast it.
 */
export const clearAccountThrottle = (db: DB, email: string) =>
  resetRateLimit(db, accountKey(email));
