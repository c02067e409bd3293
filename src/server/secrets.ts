import 'server-only';

import { hkdfSync, randomBytes } from 'node:crypto';

import type { DB } from './db/schema';
import { nowIso } from './db/values';

/** A key for one purpose derived from APP_SECRET, so no copy of it sits in the database. */
export function deriveKey(appSecret: string, purpose: string): string {
  return Buffer.from(hkdfSync('sha256', appSecret, '', `site:${purpose}`, 32)).toString(
    'base64url',
  );
}

// A stored secret never changes, so each is read once per database and process: the captcha and
// the view counter ask for theirs on every request.
const known = new WeakMap<DB, Map<string, Promise<string>>>();

/**
 * A secret from the environment, or else the one generated on first use and stored in the
 * database, so every instance and every restart shares it.
 */
export function getOrCreateSecret(db: DB, name: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return Promise.resolve(fromEnv);
  let secrets = known.get(db);
  if (!secrets) known.set(db, (secrets = new Map<string, Promise<string>>()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = readOrCreateSecret(db, name);
    // A failed read (the database busy or gone) is tried again on the next call.
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}

async function readOrCreateSecret(db: DB, name: string): Promise<string> {
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

/** Forgets the stored secrets read so far: after a restore, the database holds the backup's. */
export function forgetStoredSecrets(db: DB): void {
  known.delete(db);
}
