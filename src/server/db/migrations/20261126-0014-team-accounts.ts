import type { Kysely } from 'kysely';

import { columnTypes } from './column-types';

// Team accounts: the one admin password becomes the owner's account among named users with roles,
// sessions belong to a user, one-time links (invites, resets, the sign-in's second step), hashed
// recovery codes, and the audit log. Existing sessions end: everyone signs in again by e-mail.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('admin_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Lower case; empty only for an owner carried over from the single password, until the
    // next start fills it in from ADMIN_EMAIL or the business e-mail.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    // invited (no password yet), active or disabled.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('author_id', 'text', (c) => c.references('authors.id').onDelete('set null'))
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled_at', t.timestamp)
    // The last TOTP time step accepted, so a code cannot be used twice.
    .addColumn('totp_last_step', 'integer')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  const owner = await db
    .selectFrom('admin_account')
    .select(['password_hash', 'created_at'])
    .executeTakeFirst();
  if (owner) {
    await db
      .insertInto('admin_users')
      .values({
        id: 'owner',
        email: '',
        name: 'Owner',
        role: 'owner',
        status: 'active',
        password_hash: owner.password_hash,
        created_at: owner.created_at,
        updated_at: owner.created_at,
      })
      .execute();
  }
  await db.schema.dropTable('admin_sessions').execute();
  await db.schema.dropTable('admin_account').execute();

  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) =>
      c.notNull().references('admin_users.id').onDelete('cascade'),
    )
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_seen_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('admin_sessions_user_idx')
    .on('admin_sessions')
    .column('user_id')
    .execute();

  // purpose: invite, reset (a new password for an existing user), sign-in (the second step).
  await db.schema
    .createTable('admin_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) =>
      c.notNull().references('admin_users.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();

  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) =>
      c.notNull().references('admin_users.id').onDelete('cascade'),
    )
    .addColumn('used_at', t.timestamp)
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', t.timestamp, (c) => c.notNull())
    .addColumn('user_id', 'text')
    // Who, as known at the time: the user's name and e-mail, or the e-mail tried at sign-in.
    .addColumn('actor', 'text', (c) => c.notNull())
    // sign-in, sign-in-failed, write, user (invites, roles, resets, disabling) or account.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('fields', t.json, (c) => c.notNull())
    .addColumn('ip_address', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  await db.schema
    .createIndex('audit_log_user_idx')
    .on('audit_log')
    .columns(['user_id', 'at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('admin_recovery_codes').execute();
  await db.schema.dropTable('admin_links').execute();
  await db.schema.dropTable('admin_sessions').execute();
  await db.schema
    .createTable('admin_account')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  const owner = await db
    .selectFrom('admin_users')
    .select(['password_hash', 'created_at'])
    .where('role', '=', 'owner')
    .where('password_hash', 'is not', null)
    .executeTakeFirst();
  if (owner) {
    await db
      .insertInto('admin_account')
      .values({ id: 'admin', ...owner, updated_at: owner.created_at })
      .execute();
  }
  await db.schema
    .createTable('admin_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.dropTable('admin_users').execute();
}
