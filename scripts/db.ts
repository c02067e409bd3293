// npm run db:migrate | db:seed | db:setup — run with the react-server condition so server-only
// modules load. Seeding fills a new database only; a seeded one is left as it is.
import { getDb } from '@/server/db/client';
import { openDatabase } from '@/server/composition/prepare';
import { seedDatabase } from '@/server/db/seed';

const command = process.argv[2];
try {
  if (!['migrate', 'seed', 'setup'].includes(command ?? '')) {
    console.error('Usage: db.ts migrate|seed|setup');
    process.exitCode = 2;
  } else {
    const db = await openDatabase();
    console.log('Database is at the latest schema.');
    if (command === 'seed' || command === 'setup') {
      console.log((await seedDatabase(db)) ? 'Seed complete.' : 'Already seeded: left as it is.');
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await getDb().destroy();
}
