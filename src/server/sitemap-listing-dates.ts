import 'server-only';

import { createHash } from 'node:crypto';

import type { DB } from './db/schema';

// A listing page (/locations, a state's page) changes when what it lists changes, not whenever a
// page it links to is edited. Its sitemap date is kept with a fingerprint of what it shows: the
// same fingerprint keeps the date; a new one dates the page now. A listing seen for the first time
// takes the newest date of what it lists.

const KEY = 'sitemap_listing_dates';

type Stored = Record<string, { fingerprint: string; at: string }>;

export type Listing = {
  path: string;
  /** What the page shows, as plain data: its fingerprint is what dates it. */
  shows: unknown;
  /** The newest date of what it lists: its date when first seen. */
  newest: string | undefined;
};

const fingerprintOf = (shows: unknown) =>
  createHash('sha256').update(JSON.stringify(shows)).digest('base64url');

/** Each listing's date, by path; the fingerprints that changed are stored. */
export async function listingDates(
  db: DB,
  listings: readonly Listing[],
  now = new Date(),
): Promise<Map<string, string | undefined>> {
  const row = await db
    .selectFrom('app_state')
    .select('value')
    .where('name', '=', KEY)
    .executeTakeFirst();
  const stored = (row ? JSON.parse(row.value) : {}) as Stored;
  const dates = new Map<string, string | undefined>();
  let changed = false;
  for (const listing of listings) {
    const fingerprint = fingerprintOf(listing.shows);
    const known = stored[listing.path];
    if (known?.fingerprint === fingerprint) {
      dates.set(listing.path, known.at);
      continue;
    }
    const at = known ? now.toISOString() : listing.newest;
    dates.set(listing.path, at);
    if (at) {
      stored[listing.path] = { fingerprint, at };
      changed = true;
    }
  }
  if (changed) {
    const value = JSON.stringify(stored);
    await db
      .insertInto('app_state')
      .values({ name: KEY, value, updated_at: now.toISOString() })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: now.toISOString() }))
      .execute();
  }
  return dates;
}
