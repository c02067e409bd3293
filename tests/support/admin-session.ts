import { randomUUID } from 'node:crypto';

import type { Role } from '@/lib/admin/roles';
import { createSession } from '@/server/auth/sessions';
import type { DB } from '@/server/db/schema';

/** An active user of the role (no password: signed in directly), and their session cookie. */
export async function signedInAs(
  db: DB,
  role: Role = 'owner',
  name = `Test ${role}`,
): Promise<{ cookie: string; userId: string; sessionId: string }> {
  const userId = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('admin_users')
    .values({
      id: userId,
      email: `${userId}@team.test`,
      name,
      role,
      status: 'active',
      created_at: now,
      updated_at: now,
    })
    .execute();
  const { token } = await createSession(db, userId, {
    userAgent: 'vitest',
    ipAddress: '127.0.0.1',
  });
  const session = await db
    .selectFrom('admin_sessions')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { cookie: `admin_session=${token}`, userId, sessionId: session.id };
}
