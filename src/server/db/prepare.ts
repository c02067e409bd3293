import 'server-only';

import { ensureAdminAccount } from '../auth/admin-account';
import { env } from '../env';
import { logger } from '../logger';
import { getDb } from './client';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed';

/** Brings the configured database to the latest schema and fills it if empty. */
export async function prepareDatabase(): Promise<void> {
  const db = getDb();
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ applied }, 'database migrated');
  await seedDatabase(db);
  const created = await ensureAdminAccount(db, env.ADMIN_PASSWORD);
  if (created?.generated) {
    // Printed once, on the start that creates the account; change it with `npm run admin:password`.
    logger.warn({ password: created.generated }, 'admin account created with a generated password');
  }
}
