import 'server-only';

import type { z } from 'zod';

import { cacheTags } from '@/lib/cache-tags';
import {
  moveSchema,
  teamMemberSchema,
  testimonialSchema,
  type TeamMemberData,
  type TestimonialData,
} from '@/lib/validation/people';

import type { DB } from '../../db/client';
import {
  createTeamMember,
  createTestimonial,
  deletePerson,
  movePerson,
  updateTeamMember,
  updateTestimonial,
  type PeopleTable,
} from '../../queries/people';
import { createAdminGate, json, noStore } from '../admin-gate';

type Kind<S extends z.ZodType> = {
  table: PeopleTable;
  schema: S;
  tag: string;
  notFound: string;
  create: (db: DB, data: z.output<S>) => Promise<string>;
  update: (db: DB, id: string, data: z.output<S>) => Promise<boolean>;
};

const testimonials: Kind<typeof testimonialSchema> = {
  table: 'testimonials',
  schema: testimonialSchema,
  tag: cacheTags.testimonials,
  notFound: 'Testimonial not found',
  create: (db, data: TestimonialData) => createTestimonial(db, data),
  update: (db, id, data: TestimonialData) => updateTestimonial(db, id, data),
};

const team: Kind<typeof teamMemberSchema> = {
  table: 'team_members',
  schema: teamMemberSchema,
  tag: cacheTags.team,
  notFound: 'Team member not found',
  create: (db, data: TeamMemberData) => createTeamMember(db, data),
  update: (db, id, data: TeamMemberData) => updateTeamMember(db, id, data),
};

export const peopleKinds = { testimonials, team };

export type PeopleAdminDependencies = {
  db: DB;
  /** Expires the public pages' cached data, so the next request shows the change. */
  revalidate: (tags: string[]) => void;
};

/** An ordered list's admin API (testimonials, the leadership team): create, edit, move, delete. */
export function createPeopleAdminApi<S extends z.ZodType>(
  deps: PeopleAdminDependencies,
  kind: Kind<S>,
) {
  const { db } = deps;
  const { guarded, readJson } = createAdminGate(db);
  const changed = () => deps.revalidate([kind.tag]);

  const create = guarded<object>(async (request) => {
    const parsed = await readJson(request, kind.schema);
    if (parsed.response) return parsed.response;
    const id = await kind.create(db, parsed.data);
    changed();
    return json(201, { id });
  });

  const update = guarded<{ id: string }>(async (request, { id }) => {
    const parsed = await readJson(request, kind.schema);
    if (parsed.response) return parsed.response;
    if (!(await kind.update(db, id, parsed.data))) return json(404, { error: kind.notFound });
    changed();
    return json(200, { id });
  });

  const move = guarded<{ id: string }>(async (request, { id }) => {
    const parsed = await readJson(request, moveSchema);
    if (parsed.response) return parsed.response;
    if (!(await movePerson(db, kind.table, id, parsed.data.direction)))
      return json(409, { error: 'It cannot move further that way.' });
    changed();
    return json(200, { id });
  });

  const remove = guarded<{ id: string }>(async (_request, { id }) => {
    if (!(await deletePerson(db, kind.table, id))) return json(404, { error: kind.notFound });
    changed();
    return new Response(null, { status: 204, headers: noStore });
  });

  return { create, update, move, remove };
}
