import 'server-only';

import type { DB } from '../db/schema';
import { toIso } from '../db/values';

// The doorway ratings of the city pages as the background pass keeps them
// (server/cities/rate-city-pages.ts); the pages read them, never compute them.

export type StoredRating = {
  pageId: string;
  textHash: string;
  signature: string;
  similarity: number;
  closestPageId: string | null;
  pageUpdatedAt: string;
};

export async function listCityPageRatings(db: DB): Promise<StoredRating[]> {
  const rows = await db.selectFrom('city_page_ratings').selectAll().execute();
  return rows.map((row) => ({
    pageId: row.page_id,
    textHash: row.text_hash,
    signature: row.signature,
    similarity: Number(row.similarity),
    closestPageId: row.closest_page_id,
    pageUpdatedAt: toIso(row.page_updated_at),
  }));
}

/** Writes a pass's ratings and drops those of deleted pages, in one transaction. */
export async function saveCityPageRatings(
  db: DB,
  ratings: readonly StoredRating[],
  removed: readonly string[],
): Promise<void> {
  if (ratings.length === 0 && removed.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < removed.length; i += 500)
      await trx
        .deleteFrom('city_page_ratings')
        .where('page_id', 'in', removed.slice(i, i + 500))
        .execute();
    for (let i = 0; i < ratings.length; i += 100) {
      const rows = ratings.slice(i, i + 100).map((r) => ({
        page_id: r.pageId,
        text_hash: r.textHash,
        signature: r.signature,
        similarity: r.similarity,
        closest_page_id: r.closestPageId,
        page_updated_at: r.pageUpdatedAt,
      }));
      await trx
        .insertInto('city_page_ratings')
        .values(rows)
        .onConflict((oc) =>
          oc.column('page_id').doUpdateSet((eb) => ({
            text_hash: eb.ref('excluded.text_hash'),
            signature: eb.ref('excluded.signature'),
            similarity: eb.ref('excluded.similarity'),
            closest_page_id: eb.ref('excluded.closest_page_id'),
            page_updated_at: eb.ref('excluded.page_updated_at'),
          })),
        )
        .execute();
    }
  });
}

/**
 * What a rating depends on, in one cheap read: how many pages, the latest page change and the
 * latest city change (a city's name and nearby areas are read as placeholders). A pass runs only
 * when this has moved since the last one.
 */
export async function cityPagesFingerprint(db: DB): Promise<string> {
  const pages = await db
    .selectFrom('city_pages')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('count'),
      eb.fn.max('updated_at').as('latest'),
    ])
    .executeTakeFirstOrThrow();
  const cities = await db
    .selectFrom('cities')
    .select((eb) => eb.fn.max('updated_at').as('latest'))
    .executeTakeFirstOrThrow();
  const iso = (value: unknown) => (value ? toIso(value as string) : '');
  return `${Number(pages.count)}|${iso(pages.latest)}|${iso(cities.latest)}`;
}
