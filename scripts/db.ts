// npm run db:migrate | db:seed — run with the react-server condition so server-only modules load.
import { getDb } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { seedDatabase } from '@/server/db/seed';

const command = process.argv[2];
const db = getDb();
try {
  if (command === 'migrate' || command === 'setup') {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  }
  if (command === 'seed' || command === 'setup') {
    await seedDatabase(db);
    console.log('Seed complete.');
  }
  if (!['migrate', 'seed', 'setup'].includes(command ?? '')) {
    console.error('Usage: db.ts migrate|seed|setup');
    process.exitCode = 2;
  }
} finally {
  await db.destroy();
}
