// When each cache tag was last expired, in ms since the epoch. Each process keeps what it knows;
// with REDIS_URL set the times are also kept in one Redis hash, so a tag expired by an admin's
// edit on one instance expires the cached pages and data of every instance.
import { keyPrefix, redisConfigured, withRedis } from './redis-connection.mjs';

// Module state: both cache handlers import this file, and Next.js loads them by path (one copy).
const state = {
  expiredAt: new Map(),
  /** Expiries Redis has not taken yet: sent again with the next read or write. */
  unsent: new Map(),
};

const hashKey = () => `${keyPrefix()}tags`;

// Keeps the later time, so a retried old write never moves a tag's expiry back.
const KEEP_LATEST = `for i = 1, #ARGV, 2 do
  local current = tonumber(redis.call('HGET', KEYS[1], ARGV[i]) or '0')
  if tonumber(ARGV[i + 1]) > current then redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
end
return 1`;

function note(tag, at) {
  if ((state.expiredAt.get(tag) ?? 0) < at) state.expiredAt.set(tag, at);
}

/** The latest expiry of any of the tags, as this process knows it (0: never expired). */
export function latestExpiry(tags) {
  let latest = 0;
  for (const tag of tags) latest = Math.max(latest, state.expiredAt.get(tag) ?? 0);
  return latest;
}

async function sendUnsent() {
  if (!redisConfigured() || state.unsent.size === 0) return;
  const batch = [...state.unsent];
  const sent = await withRedis(async (redis) => {
    await redis.eval(KEEP_LATEST, {
      keys: [hashKey()],
      arguments: batch.flatMap(([tag, at]) => [tag, String(at)]),
    });
    return true;
  }, false);
  if (!sent) return;
  for (const [tag, at] of batch) if (state.unsent.get(tag) === at) state.unsent.delete(tag);
}

/**
 * Records that the tags expire at `at` (now unless told), here and, with Redis, for every
 * instance. (Not expire-tags.ts's expireTags, which asks Next.js to expire them.)
 */
export async function recordTagExpiry(tags, at = Date.now()) {
  for (const tag of tags) {
    note(tag, at);
    if (redisConfigured()) state.unsent.set(tag, Math.max(state.unsent.get(tag) ?? 0, at));
  }
  await sendUnsent();
}

/** Learns from Redis when the given tags, or all tags when none are given, were last expired. */
export async function learnTagExpiries(tags) {
  if (!redisConfigured()) return;
  await sendUnsent();
  if (tags?.length === 0) return;
  const times = await withRedis(async (redis) => {
    if (!tags) return Object.entries(await redis.hGetAll(hashKey()));
    const values = await redis.hmGet(hashKey(), tags);
    return tags.map((tag, i) => [tag, values[i]]);
  }, []);
  for (const [tag, at] of times) if (at) note(tag, Number(at));
}
