import 'server-only';

import { randomUUID } from 'node:crypto';

import type { Selectable } from 'kysely';

import { isRole, type Role } from '@/lib/admin/roles';

import type { DB } from '../db/schema';
import type { AdminUsersTable } from '../db/schema';
import { nowIso, toIso, toIsoOrNull } from '../db/values';

export type UserStatus = 'invited' | 'active' | 'disabled';

export type AdminUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  status: UserStatus;
  authorId: string | null;
  twoFactor: boolean;
  createdAt: string;
};

export const USER_COLUMNS = [
  'id',
  'email',
  'name',
  'role',
  'status',
  'author_id',
  'totp_enabled_at',
  'created_at',
] as const;

type UserRow = Pick<Selectable<AdminUsersTable>, (typeof USER_COLUMNS)[number]>;

export function toUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    // An unknown role in the database gets the least access rather than an error.
    role: isRole(row.role) ? row.role : 'sales',
    status: row.status as UserStatus,
    authorId: row.author_id,
    twoFactor: toIsoOrNull(row.totp_enabled_at) !== null,
    createdAt: toIso(row.created_at),
  };
}

export async function getUser(db: DB, id: string): Promise<AdminUser | null> {
  const row = await db
    .selectFrom('admin_users')
    .select(USER_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function findUserByEmail(db: DB, email: string): Promise<AdminUser | null> {
  const row = await db
    .selectFrom('admin_users')
    .select(USER_COLUMNS)
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function passwordHashOf(db: DB, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('admin_users')
    .select('password_hash')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.password_hash ?? null;
}

/** The site's owner, whose address a client's report mail is answered to; null before setup. */
export async function ownerUser(db: DB): Promise<AdminUser | null> {
  const row = await db
    .selectFrom('admin_users')
    .select(USER_COLUMNS)
    .where('role', '=', 'owner')
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

/** Owners first, then by name. */
export async function listUsers(db: DB): Promise<AdminUser[]> {
  const rows = await db
    .selectFrom('admin_users')
    .select(USER_COLUMNS)
    .orderBy('created_at')
    .execute();
  const rank = (u: AdminUser) => (u.role === 'owner' ? 0 : 1);
  return rows.map(toUser).sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/** A user with no password yet; the invite link lets them set their name and password. */
export async function createInvitedUser(db: DB, email: string, role: Role): Promise<AdminUser> {
  const now = nowIso();
  const id = randomUUID();
  await db
    .insertInto('admin_users')
    .values({
      id,
      email: email.trim().toLowerCase(),
      name: email.trim().toLowerCase(),
      role,
      status: 'invited',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return (await getUser(db, id))!;
}

export async function updateUser(
  db: DB,
  id: string,
  changes: Partial<{
    name: string;
    email: string;
    role: Role;
    status: UserStatus;
    authorId: string | null;
    /** Null: no password works until a reset link sets one. */
    passwordHash: string | null;
  }>,
): Promise<void> {
  await db
    .updateTable('admin_users')
    .set({
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.email !== undefined && { email: changes.email }),
      ...(changes.role !== undefined && { role: changes.role }),
      ...(changes.status !== undefined && { status: changes.status }),
      ...(changes.authorId !== undefined && { author_id: changes.authorId }),
      ...(changes.passwordHash !== undefined && { password_hash: changes.passwordHash }),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteUser(db: DB, id: string): Promise<void> {
  await db.deleteFrom('admin_users').where('id', '=', id).execute();
}
