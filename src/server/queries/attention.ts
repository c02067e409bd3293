import 'server-only';

import { sql } from 'kysely';

import type { DB } from '../db/schema';

// The counts the dashboard's "Needs attention" panel shows, each one small indexed query.

const DAY_MS = 24 * 60 * 60 * 1000;
const count = (row: { count: string | number | bigint } | undefined) => Number(row?.count ?? 0);

export type EnquiryAttention = {
  /** Status new: nobody has answered them yet. */
  fresh: number;
  /** Of those, received more than a day ago. */
  waitingOverADay: number;
  spam: number;
  /** Enquiries (spam left out) received in the last 7 days, and in the 7 before. */
  thisWeek: number;
  lastWeek: number;
};

export async function enquiryAttention(db: DB, now: Date): Promise<EnquiryAttention> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  const submissions = () =>
    db.selectFrom('form_submissions').select((eb) => eb.fn.countAll().as('count'));
  const [fresh, waiting, spam, thisWeek, lastWeek] = await Promise.all([
    submissions().where('status', '=', 'new').executeTakeFirst(),
    submissions().where('status', '=', 'new').where('created_at', '<', at(1)).executeTakeFirst(),
    submissions().where('status', '=', 'spam').executeTakeFirst(),
    submissions().where('status', '!=', 'spam').where('created_at', '>=', at(7)).executeTakeFirst(),
    submissions()
      .where('status', '!=', 'spam')
      .where('created_at', '>=', at(14))
      .where('created_at', '<', at(7))
      .executeTakeFirst(),
  ]);
  return {
    fresh: count(fresh),
    waitingOverADay: count(waiting),
    spam: count(spam),
    thisWeek: count(thisWeek),
    lastWeek: count(lastWeek),
  };
}

/** Page views of the last 7 UTC days, today included (its views so far), and of the 7 before. */
export async function pageViewWeeks(
  db: DB,
  now: Date,
): Promise<{ thisWeek: number; lastWeek: number }> {
  const day = (daysAgo: number) =>
    new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
  const views = (from: string, until: string) =>
    db
      .selectFrom('page_views')
      .select(sql<string | number | null>`sum(views)`.as('views'))
      .where('day', '>=', from)
      .where('day', '<', until)
      .executeTakeFirst()
      .then((row) => Number(row?.views ?? 0));
  // Days are compared as 'YYYY-MM-DD', the end excluded: tomorrow closes this week.
  const [thisWeek, lastWeek] = await Promise.all([views(day(6), day(-1)), views(day(13), day(6))]);
  return { thisWeek, lastWeek };
}

/** Posts set to publish later. */
export async function scheduledPostCount(db: DB, now: Date): Promise<number> {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('status', '=', 'published')
    .where('published_at', '>', now.toISOString())
    .executeTakeFirst();
  return count(row);
}

/** Paths people (not probes) asked for that still answer 404. */
export async function unresolvedNotFoundCount(db: DB): Promise<number> {
  const row = await db
    .selectFrom('not_found_log')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('resolved', '=', 0)
    .where('probe', '=', 0)
    .executeTakeFirst();
  return count(row);
}
