import 'server-only';

import { randomBytes } from 'node:crypto';

import type { DB } from '../db/client';
import { nowIso } from '../db/values';
import { hashPassword, verifyPassword } from './password';

const ADMIN_ID = 'admin';
export const MIN_PASSWORD_LENGTH = 12;

/** Sets (or replaces) the one admin password and ends every existing session. */
export async function setAdminPassword(db: DB, password: string): Promise<void> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The admin password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const passwordHash = await hashPassword(password);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('admin_account')
      .values({ id: ADMIN_ID, password_hash: passwordHash, created_at: now, updated_at: now })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ password_hash: passwordHash, updated_at: now }),
      )
      .execute();
    await trx.deleteFrom('admin_sessions').execute();
  });
}

/**
 * Creates the admin account on first start: with ADMIN_PASSWORD when set, else a generated
 * password that is returned so the caller can print it once. Null when an account exists.
 */
export async function ensureAdminAccount(
  db: DB,
  fromEnv?: string,
): Promise<{ generated: string | null } | null> {
  const existing = await db
    .selectFrom('admin_account')
    .select('id')
    .where('id', '=', ADMIN_ID)
    .executeTakeFirst();
  if (existing) return null;
  const password = fromEnv ?? randomBytes(12).toString('base64url');
  await setAdminPassword(db, password);
  return { generated: fromEnv ? null : password };
}

export async function checkAdminPassword(db: DB, password: string): Promise<boolean> {
  const row = await db
    .selectFrom('admin_account')
    .select('password_hash')
    .where('id', '=', ADMIN_ID)
    .executeTakeFirst();
  if (!row) return false;
  return verifyPassword(row.password_hash, password);
}
