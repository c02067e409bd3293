import 'server-only';

import { randomUUID } from 'node:crypto';

import type { DB } from '../db/schema';
import { nowIso } from '../db/values';

// One value that changes whenever anything URL routing holds in memory does: a redirect rule, a
// service, a renamed city, service or author. Every instance polls it and reloads on a change
// (pipeline/routing-memory.ts).

const NAME = 'routing_version';

/** '' before the first change. */
export async function routingVersion(db: DB): Promise<string> {
  const row = await db
    .selectFrom('app_state')
    .select('value')
    .where('name', '=', NAME)
    .executeTakeFirst();
  return row?.value ?? '';
}

/** Tells every instance to reload its routing. */
export async function bumpRoutingVersion(db: DB): Promise<void> {
  const now = nowIso();
  const value = randomUUID();
  await db
    .insertInto('app_state')
    .values({ name: NAME, value, updated_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: now }))
    .execute();
}
