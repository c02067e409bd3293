import 'server-only';

import { randomBytes, randomUUID } from 'node:crypto';

import { recordAudit } from '../audit-log/audit-log';
import type { DB } from '../db/schema';
import { nowIso } from '../db/values';
import { clearAccountThrottle } from './account-throttle';
import { hashNewPassword } from './password-policy';

export type OwnerSetup = { email: string; generatedPassword: string | null };

/**
 * Makes sure the site has its owner. On the first start it is created with `email` and
 * ADMIN_PASSWORD when set, else a generated password returned so the caller can print it once.
 * An owner carried over from the single admin password gets `email` when it has none yet.
 */
export async function ensureOwnerAccount(
  db: DB,
  email: string,
  passwordFromEnv?: string,
): Promise<OwnerSetup | null> {
  const address = email.trim().toLowerCase();
  const owner = await db
    .selectFrom('admin_users')
    .select(['id', 'email'])
    .where('role', '=', 'owner')
    .executeTakeFirst();
  if (owner) {
    if (owner.email !== '') return null;
    await db
      .updateTable('admin_users')
      .set({ email: address, updated_at: nowIso() })
      .where('id', '=', owner.id)
      .execute();
    return { email: address, generatedPassword: null };
  }
  const password = passwordFromEnv ?? randomBytes(12).toString('base64url');
  const now = nowIso();
  await db
    .insertInto('admin_users')
    .values({
      id: randomUUID(),
      email: address,
      name: 'Owner',
      role: 'owner',
      status: 'active',
      password_hash: await hashNewPassword(password),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { email: address, generatedPassword: passwordFromEnv ? null : password };
}

/**
 * Recovery (`npm run admin:password`): sets the owner's password, switches the owner back on,
 * ends the owner's sessions and lifts a sign-in lockout of the owner's account. Two-factor sign-in is kept: its recovery codes are the way back in.
 */
export async function setOwnerPassword(db: DB, password: string): Promise<string> {
  const passwordHash = await hashNewPassword(password);
  const owner = await db
    .selectFrom('admin_users')
    .select(['id', 'email'])
    .where('role', '=', 'owner')
    .orderBy('created_at')
    .executeTakeFirst();
  if (!owner) throw new Error('There is no owner account yet: start the site once to create it.');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('admin_users')
      .set({ password_hash: passwordHash, status: 'active', updated_at: nowIso() })
      .where('id', '=', owner.id)
      .execute();
    await trx.deleteFrom('admin_sessions').where('user_id', '=', owner.id).execute();
    await recordAudit(trx, {
      kind: 'account',
      userId: owner.id,
      actor: 'npm run admin:password (on the server)',
      action: 'set the owner’s password and signed out the owner’s sessions',
      target: owner.email,
      ipAddress: 'server',
    });
  });
  await clearAccountThrottle(db, owner.email);
  return owner.email;
}
