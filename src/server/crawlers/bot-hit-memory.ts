import 'server-only';

import { botOf, type CustomBot } from '@/lib/crawlers/bots';
import { viewDay } from '@/lib/page-views';
import { normalizePath } from '@/lib/routing/canonical-path';

import type { DB } from '../db/schema';
import { recordBotHits } from '../queries/bot-hits';
import { getCrawlerPolicy } from '../queries/site-settings';
import { countWork, type BackgroundWork } from '../runtime/background-work';
import { createBatchedCounter } from '../runtime/batched-counter';

// Bot hits counted in memory as the request pipeline answers public requests, written every few
// seconds like page views (runtime/batched-counter.ts): a hit costs a user-agent match and a map
// update.

/** How often the bots the owner added are read again. */
const CUSTOM_BOTS_EVERY_MS = 60_000;

const hits = createBatchedCounter<number>({
  name: 'bot hits',
  limit: 2000,
  write: (db, batch) =>
    recordBotHits(
      db,
      [...batch].map(([key, count]) => {
        const [day, bot, ...path] = key.split('|');
        return { day: day!, bot: bot!, path: path.join('|'), hits: count };
      }),
    ),
});
const custom = { bots: [] as readonly CustomBot[], readAt: 0 };
// Set by the crawlers API (a route handler's bundle), read by the counter (the pipeline's): the
// same process, different bundles, so the flag lives on globalThis.
const staleKey = Symbol.for('site.custom-bots-stale');
const flags = globalThis as unknown as Record<symbol, boolean | undefined>;

/** Counts a request when its user agent names a bot; returns the bot, or null. */
export function countBotHit(pathname: string, userAgent: string | undefined, now = new Date()) {
  const bot = botOf(userAgent, custom.bots);
  if (!bot) return null;
  hits.count(
    `${viewDay(now)}|${bot}|${normalizePath(pathname.slice(0, 300))}`,
    (n) => (n ?? 0) + 1,
  );
  return bot;
}

/** Reads the owner's bots again when they changed or a minute passed, and writes the hits. */
export async function flushBotHits(db: DB, now = Date.now()): Promise<void> {
  if ((flags[staleKey] ?? true) || now - custom.readAt >= CUSTOM_BOTS_EVERY_MS) {
    flags[staleKey] = false;
    custom.readAt = now;
    custom.bots = (await getCrawlerPolicy(db)).custom;
  }
  await hits.flush(db);
}

/** Reads the bots the owner added at the next flush (after the crawler policy was saved). */
export const readCustomBotsSoon = () => {
  flags[staleKey] = true;
};

export const botHitWork = (getDb: () => DB, everyMs = 5_000): BackgroundWork =>
  countWork('bot hits', everyMs, () => flushBotHits(getDb()));
