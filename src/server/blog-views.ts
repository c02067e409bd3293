import 'server-only';

import { createHash } from 'node:crypto';

import type { DB } from './db/client';
import { env } from './env';
import { clientAddress } from './http/client-address';
import { incrementPostViews } from './queries/blog-posts';
import { hitRateLimit } from './rate-limit/rate-limit';
import { deriveKey, getOrCreateSecret } from './secrets';

const DAY_SECONDS = 24 * 60 * 60;
const saltFromEnv = env.APP_SECRET && deriveKey(env.APP_SECRET, 'views');

/**
 * Counts a view of a post once per visitor per post per day. The visitor is known only as a keyed
 * hash of address, browser, post and day, kept for that day (then purged): who read what cannot be
 * told from it.
 */
export async function countPostView(
  db: DB,
  slug: string,
  headers: Headers,
  now = new Date(),
): Promise<'counted' | 'seen' | 'missing'> {
  const salt = await getOrCreateSecret(db, 'view_salt', saltFromEnv);
  const day = now.toISOString().slice(0, 10);
  const visitor = createHash('sha256')
    .update([salt, day, clientAddress(headers), headers.get('user-agent') ?? '', slug].join('\n'))
    .digest('hex')
    .slice(0, 32);
  const mark = await hitRateLimit(db, `view:${visitor}`, {
    limit: 1,
    windowSeconds: DAY_SECONDS,
    now,
  });
  if (!mark.allowed) return 'seen';
  return (await incrementPostViews(db, slug, now.toISOString())) ? 'counted' : 'missing';
}
