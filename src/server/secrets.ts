import 'server-only';

import { randomBytes } from 'node:crypto';

import type { DB } from './db/client';
import { nowIso } from './db/values';

/**
 * A secret from the environment, or else the one generated on first use and stored in the
 * database, so every instance and every restart shares it.
 */
export async function getOrCreateSecret(db: DB, name: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(32).toString('base64url'), created_at: nowIso() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
