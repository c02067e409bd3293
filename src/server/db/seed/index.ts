import 'server-only';

import { randomUUID } from 'node:crypto';

import { defaultContactNotification } from '@/content/email-templates';

import type { DB } from '../client';
import { nowIso } from '../values';
import { seedAuthors, seedPosts } from './blog';
import { seedCityPages, seedServices } from './services';

// Idempotent: every insert skips rows that already exist, so running it twice changes nothing.
export async function seedDatabase(db: DB): Promise<void> {
  await seedEmailTemplates(db);
  await seedServices(db);
  await seedCityPages(db);
  await seedAuthors(db);
  await seedPosts(db);
}

async function seedEmailTemplates(db: DB): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('email_templates')
    .values({ id: randomUUID(), ...defaultContactNotification, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
