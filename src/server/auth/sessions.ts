import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import type { DB } from '../db/client';

export const SESSION_COOKIE = 'admin_session';
export const SESSION_TTL_SECONDS = 8 * 60 * 60;

// Only the SHA-256 of a token is stored: a leaked database does not hand out live sessions.
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: DB,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  await db
    .insertInto('admin_sessions')
    .values({
      token_hash: digest(token),
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

export async function isValidSession(
  db: DB,
  token: string | undefined,
  now = new Date(),
): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const row = await db
    .selectFrom('admin_sessions')
    .select('token_hash')
    .where('token_hash', '=', digest(token))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

export async function endSession(db: DB, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.deleteFrom('admin_sessions').where('token_hash', '=', digest(token)).execute();
}

export async function deleteExpiredSessions(db: DB, now = new Date()): Promise<void> {
  await db.deleteFrom('admin_sessions').where('expires_at', '<=', now.toISOString()).execute();
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

export function sessionTokenFrom(headers: Headers): string | undefined {
  const cookie = headers.get('cookie') ?? '';
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}
