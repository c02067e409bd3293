// npm run admin:password [-- new-password]: sets the admin password (from the argument,
// ADMIN_PASSWORD, or a prompt) and signs out every session.
import { createInterface } from 'node:readline/promises';

import { MIN_PASSWORD_LENGTH, setAdminPassword } from '@/server/auth/admin-account';
import { getDb } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';

async function ask(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (
      await rl.question(`New admin password (at least ${MIN_PASSWORD_LENGTH} characters): `)
    ).trim();
  } finally {
    rl.close();
  }
}

const password = process.argv[2] ?? process.env.ADMIN_PASSWORD ?? (await ask());
const db = getDb();
try {
  await migrateToLatest(db);
  await setAdminPassword(db, password);
  console.log('Admin password set. Every admin session has been signed out.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
