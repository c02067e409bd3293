import 'server-only';

import type { BusinessData } from '@/lib/validation/business';

import type { DB } from '../db/client';
import { businessSeed } from '../db/seed/data/business';
import { nowIso, parseJson, toJson } from '../db/values';

// Settings kept as one JSON document a name, read over their defaults. The business details
// always exist: seeded on the first start, and read as the shipped ones should the row be missing.

export async function readSetting<T extends object>(db: DB, name: string, defaults: T): Promise<T> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return { ...defaults, ...parseJson<Partial<T>>(row?.value, {}) };
}

export async function writeSetting(db: DB, name: string, data: object): Promise<void> {
  const now = nowIso();
  const value = toJson(data);
  await db
    .insertInto('site_settings')
    .values({ name, value, updated_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: now }))
    .execute();
}

const BUSINESS = 'business';

export const getBusinessSettings = (db: DB): Promise<BusinessData> =>
  readSetting(db, BUSINESS, businessSeed);

export const saveBusinessSettings = (db: DB, data: BusinessData): Promise<void> =>
  writeSetting(db, BUSINESS, data);
