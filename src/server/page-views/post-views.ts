import 'server-only';

import { createHash } from 'node:crypto';

import type { DB } from '../db/schema';
import { env } from '../env';
import { clientAddressKey } from '../http/client-address';
import { incrementPostViews } from '../queries/blog-posts';
import { hitRateLimit } from '../rate-limit/rate-limit';
import { deriveKey, getOrCreateSecret } from '../secrets';

const DAY_SECONDS = 24 * 60 * 60;
/** Posts one address (an IPv6 /64) may add a view to a day; a reader rarely reads more. */
export const MAX_POST_VIEWS_PER_ADDRESS_A_DAY = 30;
const saltFromEnv = env.APP_SECRET && deriveKey(env.APP_SECRET, 'views');

/**
 * Counts a view of a post once per address (an IPv6 /64) per post per day, and at most
 * MAX_POST_VIEWS_PER_ADDRESS_A_DAY posts an address a day: a browser string is the client's to
 * choose, so it does not make a new visitor. The visitor is known only as a keyed hash of address,
 * post and day, kept for that day (then purged): who read what cannot be told from it.
 */
export async function countPostView(
  db: DB,
  slug: string,
  headers: Headers,
  now = new Date(),
): Promise<'counted' | 'seen' | 'missing'> {
  const salt = await getOrCreateSecret(db, 'view_salt', saltFromEnv);
  const day = now.toISOString().slice(0, 10);
  const address = clientAddressKey(headers);
  const visitor = createHash('sha256')
    .update([salt, day, address, slug].join('\n'))
    .digest('hex')
    .slice(0, 32);
  const window = { windowSeconds: DAY_SECONDS, now };
  const mark = await hitRateLimit(db, `view:${visitor}`, { ...window, limit: 1 });
  if (!mark.allowed) return 'seen';
  const reader = await hitRateLimit(db, `views-by:${address}`, {
    ...window,
    limit: MAX_POST_VIEWS_PER_ADDRESS_A_DAY,
  });
  if (!reader.allowed) return 'seen';
  return (await incrementPostViews(db, slug, now.toISOString())) ? 'counted' : 'missing';
}
