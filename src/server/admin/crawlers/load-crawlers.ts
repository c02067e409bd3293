import 'server-only';

import { customBotId, KNOWN_BOTS } from '@/lib/crawlers/bots';
import { lastDays } from '@/lib/page-views';

import { getDb } from '../../db/client';
import { botHitsByBot, type BotSummary } from '../../queries/bot-hits';
import { getCrawlerPolicy } from '../../queries/site-settings';

/** Days of hits the crawlers screen shows. */
export const CRAWLER_DAYS = 28;

export type BotRow = {
  id: string;
  name: string;
  about: string;
  hits: BotSummary['hits'];
  pages: { path: string; hits: number }[];
};

/** The crawlers screen's data: the policy, and each bot's hits (by confirmation) and most-read pages. */
export async function loadCrawlers(now = new Date()) {
  const db = getDb();
  const range = lastDays(CRAWLER_DAYS, now);
  const [policy, summaries] = await Promise.all([getCrawlerPolicy(db), botHitsByBot(db, range)]);
  const names = new Map<string, { name: string; about: string }>([
    ...KNOWN_BOTS.map((bot) => [bot.id, { name: bot.name, about: bot.about }] as const),
    ...policy.custom.map(
      (bot) => [customBotId(bot.token), { name: bot.name, about: `Added: ${bot.token}` }] as const,
    ),
  ]);
  const bots: BotRow[] = summaries.map((summary) => ({
    id: summary.bot,
    ...(names.get(summary.bot) ?? { name: summary.bot, about: 'No longer listed' }),
    hits: summary.hits,
    pages: summary.pages,
  }));
  return { policy, bots };
}
