import 'server-only';

import { botOf, type CustomBot } from '@/lib/crawlers/bots';
import { viewDay } from '@/lib/page-views';
import { normalizePath } from '@/lib/routing/canonical-path';

import type { DB } from '../db/schema';
import { logger } from '../logger';
import { recordBotHits } from '../queries/bot-hits';
import { getCrawlerPolicy } from '../queries/site-settings';

// Bot hits counted in memory as the request pipeline answers public requests, written every few
// seconds like page views: a hit costs a user-agent match and a map update.

const PENDING_LIMIT = 2000;
/** How often the bots the owner added are read again. */
const CUSTOM_BOTS_EVERY_MS = 60_000;

const state = {
  pending: new Map<string, number>(),
  custom: [] as readonly CustomBot[],
  customReadAt: 0,
};
// Set by the crawlers API (a route handler's bundle), read by the counter (the pipeline's): the
// same process, different bundles, so the flag lives on globalThis.
const staleKey = Symbol.for('site.custom-bots-stale');
const flags = globalThis as unknown as Record<symbol, boolean | undefined>;

/** Counts a request when its user agent names a bot; returns the bot, or null. */
export function countBotHit(pathname: string, userAgent: string | undefined, now = new Date()) {
  const bot = botOf(userAgent, state.custom);
  if (!bot) return null;
  const key = `${viewDay(now)}|${bot}|${normalizePath(pathname.slice(0, 300))}`;
  const seen = state.pending.get(key);
  if (seen === undefined && state.pending.size >= PENDING_LIMIT) return bot;
  state.pending.set(key, (seen ?? 0) + 1);
  return bot;
}

export async function flushBotHits(db: DB, now = Date.now()): Promise<void> {
  if ((flags[staleKey] ?? true) || now - state.customReadAt >= CUSTOM_BOTS_EVERY_MS) {
    flags[staleKey] = false;
    state.customReadAt = now;
    state.custom = (await getCrawlerPolicy(db)).custom;
  }
  if (state.pending.size === 0) return;
  const batch = [...state.pending].map(([key, hits]) => {
    const [day, bot, ...path] = key.split('|');
    return { day: day!, bot: bot!, path: path.join('|'), hits };
  });
  state.pending = new Map();
  await recordBotHits(db, batch);
}

/** Reads the bots the owner added at the next flush (after the crawler policy was saved). */
export const readCustomBotsSoon = () => {
  flags[staleKey] = true;
};

export function startBotHitLog(getDb: () => DB, intervalMs = 5_000): void {
  setInterval(() => {
    flushBotHits(getDb()).catch((error: unknown) =>
      logger.error({ err: error }, 'bot hits could not be written'),
    );
  }, intervalMs).unref();
}
