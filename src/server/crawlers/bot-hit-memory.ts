import 'server-only';

import { botOf, KNOWN_BOTS, type BotConfirmation, type CustomBot } from '@/lib/crawlers/bots';
import { viewDay } from '@/lib/page-views';
import { normalizePath } from '@/lib/routing/canonical-path';

import type { DB } from '../db/schema';
import { env } from '../env';
import { recordBotHits } from '../queries/bot-hits';
import { getCrawlerPolicy } from '../queries/site-settings';
import { countWork, type BackgroundWork } from '../runtime/background-work';
import { createBatchedCounter } from '../runtime/batched-counter';
import { createBotConfirmer, crawlerResolver, type BotConfirmer } from './bot-confirmation';

// Bot hits counted in memory as the request pipeline answers public requests, written every few
// seconds like page views (runtime/batched-counter.ts): a hit costs a user-agent match and a map
// update. With confirmation on, a hit of a bot that documents a reverse DNS check waits for its
// address's verdict (bot-confirmation.ts; known for a day after the first hit).

/** How often the bots the owner added are read again. */
const CUSTOM_BOTS_EVERY_MS = 60_000;

const hits = createBatchedCounter<number>({
  name: 'bot hits',
  limit: 2000,
  write: (db, batch) =>
    recordBotHits(
      db,
      [...batch].map(([key, count]) => {
        const [day, bot, confirmation, ...path] = key.split('|');
        return {
          day: day!,
          bot: bot!,
          confirmation: confirmation as BotConfirmation,
          path: path.join('|'),
          hits: count,
        };
      }),
    ),
});
const custom = { bots: [] as readonly CustomBot[], confirm: false, readAt: 0 };
const domainsOf = new Map(
  KNOWN_BOTS.flatMap((bot) => (bot.dnsDomains ? [[bot.id, bot.dnsDomains]] : [])),
);
// Hits waiting for their address's lookup, at most this many: past it a hit counts as unchecked.
const MAX_WAITING = 1_000;
const waiting = new Set<Promise<void>>();
let confirmer: BotConfirmer | null = null;
// Set by the crawlers API (a route handler's bundle), read by the counter (the pipeline's): the
// same process, different bundles, so the flag lives on globalThis.
const staleKey = Symbol.for('site.custom-bots-stale');
const flags = globalThis as unknown as Record<symbol, boolean | undefined>;

/** Counts a request when its user agent names a bot; returns the bot, or null. */
export function countBotHit(
  pathname: string,
  userAgent: string | undefined,
  /** The client's address, asked only of a hit that is to be confirmed. */
  addressOf: () => string,
  now = new Date(),
) {
  const bot = botOf(userAgent, custom.bots);
  if (!bot) return null;
  const count = (confirmation: BotConfirmation) =>
    hits.count(
      `${viewDay(now)}|${bot}|${confirmation}|${normalizePath(pathname.slice(0, 300))}`,
      (n) => (n ?? 0) + 1,
    );
  const domains = domainsOf.get(bot);
  if (!custom.confirm || !domains) {
    count('unchecked');
    return bot;
  }
  confirmer ??= createBotConfirmer(crawlerResolver(env.CRAWLER_DNS_SERVERS));
  const address = addressOf();
  const known = confirmer.known(address, domains);
  if (known) count(known);
  else if (waiting.size >= MAX_WAITING) count('unchecked');
  else {
    const counted = confirmer.confirm(address, domains).then(count, () => count('unchecked'));
    const done = counted.then(() => void waiting.delete(done));
    waiting.add(done);
  }
  return bot;
}

/**
 * Reads the owner's bots and the confirmation setting again when they changed or a minute passed,
 * and writes the hits, those waiting for a lookup once it is in.
 */
export async function flushBotHits(db: DB, now = Date.now()): Promise<void> {
  if ((flags[staleKey] ?? true) || now - custom.readAt >= CUSTOM_BOTS_EVERY_MS) {
    flags[staleKey] = false;
    custom.readAt = now;
    const policy = await getCrawlerPolicy(db);
    custom.bots = policy.custom;
    custom.confirm = policy.confirm_crawlers;
  }
  await Promise.all(waiting);
  await hits.flush(db);
}

/** Reads the bots the owner added at the next flush (after the crawler policy was saved). */
export const readCustomBotsSoon = () => {
  flags[staleKey] = true;
};

export const botHitWork = (getDb: () => DB, everyMs = 5_000): BackgroundWork =>
  countWork('bot hits', everyMs, () => flushBotHits(getDb()));
