import 'server-only';

import { randomUUID } from 'node:crypto';

import { defaultContactAutoReply, defaultContactNotification } from '@/content/email-templates';

import type { DB } from '../schema';
import { nowIso } from '../values';
import { seedAuthors, seedPosts } from './blog';
import { seedCitiesOnce, seedCityCoordinatesOnce } from './cities';
import { seedFaqsOnce } from './faqs';
import { seedPeopleOnce } from './people';
import {
  seedCityPages,
  seedContentStrategyMonthlyOnce,
  seedServiceCatalogueOnce,
  seedServices,
} from './services';
import { seedOnce } from './once';
import { seedBusinessOnce } from './settings';

const SEEDED_AT = 'seeded_at';

/**
 * Fills an empty database with the site's content, once: a database seeded before, or holding
 * content of its own, is never seeded again, so a post or service the admin deleted stays deleted.
 * Returns whether it seeded.
 */
export async function seedDatabase(db: DB): Promise<boolean> {
  const seeded = await db
    .selectFrom('app_state')
    .select('value')
    .where('name', '=', SEEDED_AT)
    .executeTakeFirst();
  if (seeded) {
    await seedLaterContent(db);
    return false;
  }
  const fresh = !(await holdsContent(db));
  if (fresh) {
    await seedEmailTemplates(db);
    await seedServices(db);
    await seedCityPages(db);
    await seedAuthors(db);
    await seedPosts(db);
  }
  await db
    .insertInto('app_state')
    .values({ name: SEEDED_AT, value: fresh ? nowIso() : 'before-seed-once', updated_at: nowIso() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  await seedLaterContent(db);
  return fresh;
}

/** Content that moved into the database after the first seed, filled once per database. */
async function seedLaterContent(db: DB): Promise<void> {
  await seedServiceCatalogueOnce(db);
  await seedContentStrategyMonthlyOnce(db);
  await seedCitiesOnce(db);
  await seedCityCoordinatesOnce(db);
  await seedPeopleOnce(db);
  await seedFaqsOnce(db);
  await seedBusinessOnce(db);
  await seedOnce(db, 'auto_reply_seeded_at', (trx) =>
    insertTemplate(trx, { ...defaultContactAutoReply, enabled: 0 }),
  );
}

/** Whether any content or enquiry is stored: a database seeded on every start, before seed-once. */
async function holdsContent(db: DB): Promise<boolean> {
  for (const table of [
    'email_templates',
    'service_details',
    'blog_posts',
    'form_submissions',
  ] as const) {
    const row = await db.selectFrom(table).select('created_at').limit(1).executeTakeFirst();
    if (row) return true;
  }
  return false;
}

function seedEmailTemplates(db: DB): Promise<void> {
  return insertTemplate(db, defaultContactNotification);
}

async function insertTemplate(
  db: DB,
  template: { name: string; subject: string; body: string; text?: string; enabled?: number },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('email_templates')
    .values({ id: randomUUID(), ...template, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
