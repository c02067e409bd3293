import 'server-only';

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
}
