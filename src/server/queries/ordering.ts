import 'server-only';

import type { DB } from '../db/schema';
import type { FaqPage } from '../db/schema';

// Lists the admin orders by hand (testimonials, the team, FAQs): a position per row.

type OrderedTable = 'testimonials' | 'team_members' | 'faqs';

/** The position after the last row of the table, or of one page's FAQs. */
export async function nextPosition(db: DB, table: OrderedTable, page?: FaqPage): Promise<number> {
  const last =
    table === 'faqs' && page
      ? await db
          .selectFrom('faqs')
          .select((eb) => eb.fn.max('position').as('position'))
          .where('page', '=', page)
          .executeTakeFirst()
      : await db
          .selectFrom(table)
          .select((eb) => eb.fn.max('position').as('position'))
          .executeTakeFirst();
  return Number(last?.position ?? -1) + 1;
}

/**
 * Swaps a row with its neighbour above (-1) or below (1) among `ids` (the rows in their order);
 * false when there is none. Positions are renumbered 0..n-1, so old ties are settled too.
 */
export async function swapWithNeighbour(
  db: DB,
  table: OrderedTable,
  ids: string[],
  id: string,
  direction: -1 | 1,
): Promise<boolean> {
  const index = ids.indexOf(id);
  if (index === -1 || index + direction < 0 || index + direction >= ids.length) return false;
  const order = [...ids];
  [order[index], order[index + direction]] = [order[index + direction]!, order[index]!];
  for (const [position, rowId] of order.entries())
    await db.updateTable(table).set({ position }).where('id', '=', rowId).execute();
  return true;
}
