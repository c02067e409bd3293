import 'server-only';

import { sql } from 'kysely';

import { daysBefore } from '@/lib/page-views';

import type { DB } from '../db/schema';
import { slices, withinDailyLimit } from './daily-limit';
import type { DayRange } from './lead-insights';
import { PAGE_VIEW_RETENTION_DAYS } from './page-views';

// Crawler and AI-bot hits per UTC day, bot and path: written in batches by the request pipeline's
// counter (crawlers/bot-hit-memory.ts), read by the crawlers screen.

/** Rows a day may add; hits on further bot-and-path pairs that day are not kept. */
export const MAX_BOT_ROWS_PER_DAY = 5_000;

export type BotHitKey = { day: string; bot: string; path: string };

/** Adds a batch of hits; a day's new rows stop at MAX_BOT_ROWS_PER_DAY. */
export async function recordBotHits(
  db: DB,
  batch: ReadonlyArray<BotHitKey & { hits: number }>,
): Promise<void> {
  const keyOf = (row: { bot: string; path: string }) => `${row.bot}|${row.path}`;
  for (const day of new Set(batch.map((row) => row.day))) {
    const rows = batch.filter((row) => row.day === day);
    const { stored } = await db
      .selectFrom('bot_hits')
      .select((eb) => eb.fn.countAll<string | number>().as('stored'))
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    const kept = await withinDailyLimit({
      rows,
      stored: Number(stored),
      limit: MAX_BOT_ROWS_PER_DAY,
      keyOf,
      storedKeysIn: async (some) => {
        const paths = some.map((row) => row.path);
        const stored = db.selectFrom('bot_hits').select(['bot', 'path']);
        return (await stored.where('day', '=', day).where('path', 'in', paths).execute()).map(
          keyOf,
        );
      },
    });
    for (const some of slices(kept, 200))
      await db
        .insertInto('bot_hits')
        .values(some)
        .onConflict((oc) =>
          oc
            .columns(['day', 'bot', 'path'])
            .doUpdateSet({ hits: sql`bot_hits.hits + excluded.hits` }),
        )
        .execute();
  }
}

export type BotSummary = { bot: string; hits: number; pages: { path: string; hits: number }[] };

/** Each bot's hits over the range, most first, with the pages it read most. */
export async function botHitsByBot(db: DB, range: DayRange, topPages = 5): Promise<BotSummary[]> {
  const rows = await db
    .selectFrom('bot_hits')
    .select(['bot', 'path', (eb) => eb.fn.sum<string | number>('hits').as('hits')])
    .where('day', '>=', range.since)
    .where('day', '<=', range.until)
    .groupBy(['bot', 'path'])
    .execute();
  const bots = new Map<string, BotSummary>();
  for (const row of rows) {
    const hits = Number(row.hits);
    const summary = bots.get(row.bot) ?? { bot: row.bot, hits: 0, pages: [] };
    summary.hits += hits;
    summary.pages.push({ path: row.path, hits });
    bots.set(row.bot, summary);
  }
  return [...bots.values()]
    .map((summary) => ({
      ...summary,
      pages: summary.pages
        .sort((a, b) => b.hits - a.hits || a.path.localeCompare(b.path))
        .slice(0, topPages),
    }))
    .sort((a, b) => b.hits - a.hits || a.bot.localeCompare(b.bot));
}

/** Deletes the hits of days past the page views' retention period. */
export async function purgeOldBotHits(db: DB, now = new Date()): Promise<void> {
  const oldest = daysBefore(now, PAGE_VIEW_RETENTION_DAYS);
  await db.deleteFrom('bot_hits').where('day', '<', oldest).execute();
}
