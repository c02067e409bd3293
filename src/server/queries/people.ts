import 'server-only';

import { randomUUID } from 'node:crypto';

import type { TeamMemberData, TestimonialData } from '@/lib/validation/people';

import type { DB } from '../db/schema';
import { nowIso } from '../db/values';
import { nextPosition, swapWithNeighbour } from './ordering';
import { moveToTrash } from './trash';

// The home page's testimonials and the contact page's leadership team: ordered, and hidden
// rather than deleted when they should rest. Both tables share the shape of these writes.

export type Testimonial = {
  id: string;
  quote: string;
  author: string;
  role: string;
  company: string;
  rating: number;
  hidden: boolean;
};

export type TeamMember = {
  id: string;
  name: string;
  role: string;
  bio: string;
  image: string;
  hidden: boolean;
};

export type PeopleTable = 'testimonials' | 'team_members';

export async function listTestimonials(db: DB, options: { visibleOnly: boolean }) {
  let query = db.selectFrom('testimonials').selectAll().orderBy('position').orderBy('id');
  if (options.visibleOnly) query = query.where('hidden', '=', 0);
  const rows = await query.execute();
  return rows.map((r): Testimonial => ({
    id: r.id,
    quote: r.quote,
    author: r.author,
    role: r.role,
    company: r.company,
    rating: r.rating,
    hidden: r.hidden === 1,
  }));
}

export async function listTeamMembers(db: DB, options: { visibleOnly: boolean }) {
  let query = db.selectFrom('team_members').selectAll().orderBy('position').orderBy('id');
  if (options.visibleOnly) query = query.where('hidden', '=', 0);
  const rows = await query.execute();
  return rows.map((r): TeamMember => ({
    id: r.id,
    name: r.name,
    role: r.role,
    bio: r.bio,
    image: r.image,
    hidden: r.hidden === 1,
  }));
}

export async function createTestimonial(db: DB, data: TestimonialData): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  const { hidden, ...fields } = data;
  await db
    .insertInto('testimonials')
    .values({
      id,
      ...fields,
      hidden: hidden ? 1 : 0,
      position: await nextPosition(db, 'testimonials'),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function updateTestimonial(db: DB, id: string, data: TestimonialData) {
  const { hidden, ...fields } = data;
  const result = await db
    .updateTable('testimonials')
    .set({ ...fields, hidden: hidden ? 1 : 0, updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function createTeamMember(db: DB, data: TeamMemberData): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  const { hidden, ...fields } = data;
  await db
    .insertInto('team_members')
    .values({
      id,
      ...fields,
      hidden: hidden ? 1 : 0,
      position: await nextPosition(db, 'team_members'),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function updateTeamMember(db: DB, id: string, data: TeamMemberData) {
  const { hidden, ...fields } = data;
  const result = await db
    .updateTable('team_members')
    .set({ ...fields, hidden: hidden ? 1 : 0, updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Moves a testimonial or leadership member to the trash; null when there is none. */
export async function deletePerson(
  db: DB,
  table: PeopleTable,
  id: string,
  by?: string,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const kind = table === 'testimonials' ? 'testimonial' : 'leadership';
    const trashId = await moveToTrash(trx, kind, id, by);
    if (trashId) await trx.deleteFrom(table).where('id', '=', id).execute();
    return trashId;
  });
}

/** Hides an item (kept, not shown) or shows it; false when there is none. */
export async function setPersonHidden(db: DB, table: PeopleTable, id: string, hidden: boolean) {
  const result = await db
    .updateTable(table)
    .set({ hidden: hidden ? 1 : 0, updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Moves an item up (-1) or down (1); false when it is already at that end. */
export async function movePerson(
  db: DB,
  table: PeopleTable,
  id: string,
  direction: -1 | 1,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom(table)
      .select('id')
      .orderBy('position')
      .orderBy('id')
      .execute();
    return swapWithNeighbour(
      trx,
      table,
      rows.map((r) => r.id),
      id,
      direction,
    );
  });
}
