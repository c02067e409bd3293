import 'server-only';

import { randomBytes } from 'node:crypto';

import type { DB } from '../db/schema';
import { digest } from './sessions';

// Tokens that are good once: invites and password resets (48 hours), and the second step of a
// sign-in (5 minutes). Only their SHA-256 is stored.

export type LinkPurpose = 'invite' | 'reset' | 'sign-in';

export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  invite: 48 * 60 * 60 * 1000,
  reset: 48 * 60 * 60 * 1000,
  'sign-in': 5 * 60 * 1000,
};

/** A new link; a user's earlier unused links of the same purpose stop working. */
export async function createLink(
  db: DB,
  userId: string,
  purpose: LinkPurpose,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS[purpose]);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('admin_links')
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('admin_links')
      .values({
        token_hash: digest(token),
        user_id: userId,
        purpose,
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
      })
      .execute();
  });
  return { token, expiresAt };
}

export type LinkCheck =
  | { kind: 'valid'; userId: string; purpose: LinkPurpose }
  | { kind: 'expired' | 'used' | 'unknown' };

/** What a link is, without using it up. */
export async function checkLink(
  db: DB,
  token: string,
  purposes: LinkPurpose[],
  now = new Date(),
): Promise<LinkCheck> {
  const row = await db
    .selectFrom('admin_links')
    .select(['user_id', 'purpose', 'expires_at', 'used_at'])
    .where('token_hash', '=', digest(token))
    .where('purpose', 'in', purposes)
    .executeTakeFirst();
  if (!row) return { kind: 'unknown' };
  if (row.used_at) return { kind: 'used' };
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { kind: 'expired' };
  return { kind: 'valid', userId: row.user_id, purpose: row.purpose as LinkPurpose };
}

/**
 * Uses the link up: one atomic update, so two requests with the same link cannot both succeed.
 * Runs inside the caller's transaction, with the change the link allows.
 */
export async function redeemLink(db: DB, token: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('admin_links')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', digest(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const LINK_MESSAGES = {
  expired: 'This link has expired. Ask the owner or an admin for a new one.',
  used: 'This link has already been used. Ask the owner or an admin for a new one.',
  unknown: 'This link is not valid. Check that you copied all of it.',
} as const;
