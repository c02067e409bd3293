import 'server-only';

import { randomUUID } from 'node:crypto';

import type { DB } from '../schema';
import { nowIso } from '../values';
import { teamMemberSeeds, testimonialSeeds } from './data/people';
import { seedOnce } from './once';

/** The home page's testimonials and the contact page's leadership team as the site shipped them. */
export async function seedPeopleOnce(db: DB): Promise<void> {
  const now = nowIso();
  const stamps = { hidden: 0, created_at: now, updated_at: now };
  await seedOnce(db, 'testimonials_seeded_at', async (trx) => {
    await trx
      .insertInto('testimonials')
      .values(
        testimonialSeeds.map((t, position) => ({ id: randomUUID(), ...t, position, ...stamps })),
      )
      .execute();
  });
  await seedOnce(db, 'team_seeded_at', async (trx) => {
    await trx
      .insertInto('team_members')
      .values(
        teamMemberSeeds.map((m, position) => ({ id: randomUUID(), ...m, position, ...stamps })),
      )
      .execute();
  });
}
