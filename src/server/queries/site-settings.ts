import 'server-only';

import type { BusinessData } from '@/lib/validation/business';

import type { DB } from '../db/client';
import { businessSeed } from '../db/seed/data/business';
import { nowIso, parseJson, toJson } from '../db/values';

// Settings kept as one JSON document a name. The business details always exist: seeded on the
// first start, and read as the shipped ones should the row ever be missing.

const BUSINESS = 'business';

export async function getBusinessSettings(db: DB): Promise<BusinessData> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('name', '=', BUSINESS)
    .executeTakeFirst();
  return row
    ? { ...businessSeed, ...parseJson<Partial<BusinessData>>(row.value, {}) }
    : businessSeed;
}

export async function saveBusinessSettings(db: DB, data: BusinessData): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('site_settings')
    .values({ name: BUSINESS, value: toJson(data), updated_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: toJson(data), updated_at: now }))
    .execute();
}
