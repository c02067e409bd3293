import 'server-only';

import type { DB } from '../schema';
import { nowIso } from '../values';

/**
 * Runs `fill` once per database, marked in app_state under `name`: content added to the admin
 * after the first seed is filled when its feature arrives, and never again after the admin
 * deleted it.
 */
export async function seedOnce(db: DB, name: string, fill: (trx: DB) => Promise<void>) {
  const done = await db
    .selectFrom('app_state')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (done) return;
  await db.transaction().execute(async (trx) => {
    await fill(trx);
    const now = nowIso();
    await trx
      .insertInto('app_state')
      .values({ name, value: now, updated_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  });
}
