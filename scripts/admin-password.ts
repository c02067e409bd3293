// npm run admin:password [-- new-password]: recovers the owner's account: sets its password (from
// the argument, ADMIN_PASSWORD, or a prompt), switches it back on and signs out its sessions.
import { createInterface } from 'node:readline/promises';

import { MIN_PASSWORD_LENGTH } from '@/lib/validation/team';
import { setOwnerPassword } from '@/server/auth/owner-account';
import { getDb } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';

async function ask(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (
      await rl.question(`New owner password (at least ${MIN_PASSWORD_LENGTH} characters): `)
    ).trim();
  } finally {
    rl.close();
  }
}

const password = process.argv[2] ?? process.env.ADMIN_PASSWORD ?? (await ask());
const db = getDb();
try {
  await migrateToLatest(db);
  const email = await setOwnerPassword(db, password);
  console.log(
    `Owner password set; sign in as ${email}. The owner's sessions have been signed out.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
