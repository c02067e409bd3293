import 'server-only';

import { sql } from 'kysely';

import type { BotConfirmation } from '@/lib/crawlers/bots';
import { daysBefore } from '@/lib/page-views';

import type { DB } from '../db/schema';
import { slices, withinDailyLimit } from './daily-limit';
import type { DayRange } from './lead-insights';
import { PAGE_VIEW_RETENTION_DAYS } from './page-views';

// Crawler and AI-bot hits per UTC day, bot and path: written in batches by the request pipeline's
// counter (crawlers/bot-hit-memory.ts), read by the crawlers screen.

/** Rows a day may add; hits on further bot-and-path pairs that day are not kept. */
export const MAX_BOT_ROWS_PER_DAY = 5_000;

export type BotHitKey = { day: string; bot: string; confirmation: BotConfirmation; path: string };

/** Adds a batch of hits; a day's new rows stop at MAX_BOT_ROWS_PER_DAY. */
export async function recordBotHits(
  db: DB,
  batch: ReadonlyArray<BotHitKey & { hits: number }>,
): Promise<void> {
  const keyOf = (row: { bot: string; confirmation: string; path: string }) =>
    `${row.bot}|${row.confirmation}|${row.path}`;
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
        const stored = db.selectFrom('bot_hits').select(['bot', 'confirmation', 'path']);
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
            .columns(['day', 'bot', 'confirmation', 'path'])
            .doUpdateSet({ hits: sql`bot_hits.hits + excluded.hits` }),
        )
        .execute();
  }
}

export type BotSummary = {
  bot: string;
  /** Hits by confirmation: from the bot's own addresses, from others, and not checked. */
  hits: Record<BotConfirmation, number>;
  /** The pages it read most, of the hits not refuted (confirmed or not checked). */
  pages: { path: string; hits: number }[];
};

const noHits = (): Record<BotConfirmation, number> => ({
  confirmed: 0,
  unconfirmed: 0,
  unchecked: 0,
});

const confirmations: readonly string[] = ['confirmed', 'unconfirmed', 'unchecked'];
const readable = (hits: Record<BotConfirmation, number>) => hits.confirmed + hits.unchecked;

/** Each bot's hits over the range, most first, with the pages it read most. */
export async function botHitsByBot(db: DB, range: DayRange, topPages = 5): Promise<BotSummary[]> {
  const rows = await db
    .selectFrom('bot_hits')
    .select(['bot', 'confirmation', 'path', (eb) => eb.fn.sum<string | number>('hits').as('hits')])
    .where('day', '>=', range.since)
    .where('day', '<=', range.until)
    .groupBy(['bot', 'confirmation', 'path'])
    .execute();
  const bots = new Map<string, BotSummary & { byPath: Map<string, number> }>();
  for (const row of rows) {
    const hits = Number(row.hits);
    const summary = bots.get(row.bot) ?? {
      bot: row.bot,
      hits: noHits(),
      pages: [],
      byPath: new Map<string, number>(),
    };
    const confirmation = (
      confirmations.includes(row.confirmation) ? row.confirmation : 'unchecked'
    ) as BotConfirmation;
    summary.hits[confirmation] += hits;
    if (confirmation !== 'unconfirmed')
      summary.byPath.set(row.path, (summary.byPath.get(row.path) ?? 0) + hits);
    bots.set(row.bot, summary);
  }
  return [...bots.values()]
    .map(({ byPath, ...summary }) => ({
      ...summary,
      pages: [...byPath]
        .map(([path, hits]) => ({ path, hits }))
        .sort((a, b) => b.hits - a.hits || a.path.localeCompare(b.path))
        .slice(0, topPages),
    }))
    .sort(
      (a, b) =>
        readable(b.hits) - readable(a.hits) ||
        b.hits.unconfirmed - a.hits.unconfirmed ||
        a.bot.localeCompare(b.bot),
    );
}

/** Deletes the hits of days past the page views' retention period. */
export async function purgeOldBotHits(db: DB, now = new Date()): Promise<void> {
  const oldest = daysBefore(now, PAGE_VIEW_RETENTION_DAYS);
  await db.deleteFrom('bot_hits').where('day', '<', oldest).execute();
}
