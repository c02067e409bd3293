import 'server-only';

import { createHash, randomBytes, randomUUID } from 'node:crypto';

import type { DB } from '../db/schema';
import { toIso } from '../db/values';
import { toUser, USER_COLUMNS, type AdminUser } from './users';

export const SESSION_COOKIE = 'admin_session';
export const SESSION_TTL_SECONDS = 8 * 60 * 60;

// Only the SHA-256 of a token is stored: a leaked database does not hand out live sessions.
export const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export type SessionClient = { userAgent: string; ipAddress: string };

export async function createSession(
  db: DB,
  userId: string,
  client: SessionClient,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  await db
    .insertInto('admin_sessions')
    .values({
      id: randomUUID(),
      token_hash: digest(token),
      user_id: userId,
      user_agent: client.userAgent.slice(0, 300),
      ip_address: client.ipAddress,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

export type SignedIn = { sessionId: string; user: AdminUser };

/** The active user whose live session the token is; its last-seen time is kept to the minute. */
export async function sessionFor(
  db: DB,
  token: string | undefined,
  now = new Date(),
): Promise<SignedIn | null> {
  if (!token || token.length > 100) return null;
  // One query for the session and its user: this runs on every admin request.
  const row = await db
    .selectFrom('admin_sessions')
    .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.user_id')
    .select([
      'admin_sessions.id as session_id',
      'admin_sessions.last_seen_at',
      ...USER_COLUMNS.map((column) => `admin_users.${column}` as const),
    ])
    .where('admin_sessions.token_hash', '=', digest(token))
    .where('admin_sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  const user = toUser(row);
  if (user.status !== 'active') return null;
  if (now.getTime() - new Date(row.last_seen_at).getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db
      .updateTable('admin_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', row.session_id)
      .execute();
  }
  return { sessionId: row.session_id, user };
}

const LAST_SEEN_RESOLUTION_MS = 60_000;

export async function endSession(db: DB, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.deleteFrom('admin_sessions').where('token_hash', '=', digest(token)).execute();
}

/** Ends one of the user's own sessions; false when it is not theirs or already ended. */
export async function endSessionById(db: DB, userId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('admin_sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of the user, but for the one kept (the one making the change). */
export async function endUserSessions(db: DB, userId: string, keep?: string): Promise<void> {
  let query = db.deleteFrom('admin_sessions').where('user_id', '=', userId);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}

export type SessionSummary = {
  id: string;
  userAgent: string;
  ipAddress: string;
  createdAt: string;
  lastSeenAt: string;
};

export async function listSessions(
  db: DB,
  userId: string,
  now = new Date(),
): Promise<SessionSummary[]> {
  const rows = await db
    .selectFrom('admin_sessions')
    .select(['id', 'user_agent', 'ip_address', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now.toISOString())
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userAgent: r.user_agent,
    ipAddress: r.ip_address,
    createdAt: toIso(r.created_at),
    lastSeenAt: toIso(r.last_seen_at),
  }));
}

/** Signs out everyone who has not turned on two-factor sign-in (when the owner requires it). */
export async function endSessionsWithoutTwoFactor(db: DB): Promise<void> {
  await db
    .deleteFrom('admin_sessions')
    .where(
      'user_id',
      'in',
      db.selectFrom('admin_users').select('id').where('totp_enabled_at', 'is', null),
    )
    .execute();
}

export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Expires=${expiresAt.toUTCString()}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSessionCookie(secure: boolean): string {
  return [
    `${SESSION_COOKIE}=`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    'Max-Age=0',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** A request cookie's value; undefined when it is absent or empty. */
export function cookieFrom(headers: Headers, cookieName: string): string | undefined {
  const cookie = headers.get('cookie') ?? '';
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === cookieName) return value.join('=') || undefined;
  }
  return undefined;
}

export const sessionTokenFrom = (headers: Headers) => cookieFrom(headers, SESSION_COOKIE);
