import 'server-only';

import type { DB } from '../schema';
import { nowIso, toJson } from '../values';
import { BUSINESS_SETTING, businessSeed } from './data/business';
import { seedOnce } from './once';

/** The business details as the site shipped them, stored once for the settings admin. */
export function seedBusinessOnce(db: DB): Promise<void> {
  return seedOnce(db, 'business_seeded_at', async (trx) => {
    const now = nowIso();
    await trx
      .insertInto('site_settings')
      .values({ name: BUSINESS_SETTING, value: toJson(businessSeed), updated_at: now })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({ value: toJson(businessSeed), updated_at: now }),
      )
      .execute();
  });
}
