import 'server-only';

import { hkdfSync, randomBytes } from 'node:crypto';

import type { DB } from './db/client';
import { nowIso } from './db/values';

/** A key for one purpose derived from APP_SECRET, so no copy of it sits in the database. */
export function deriveKey(appSecret: string, purpose: string): string {
  return Buffer.from(hkdfSync('sha256', appSecret, '', `site:${purpose}`, 32)).toString(
    'base64url',
  );
}

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
