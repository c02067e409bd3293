import 'server-only';

import type { z } from 'zod';

import { cacheTags } from '@/lib/cache-tags';
import { faqSchema } from '@/lib/validation/faq';
import {
  moveSchema,
  teamMemberSchema,
  testimonialSchema,
  visibilitySchema,
} from '@/lib/validation/people';

import type { DB } from '../../db/schema';
import type { FaqPage } from '../../db/schema';
import { createFaq, deleteFaq, moveFaq, setFaqHidden, updateFaq } from '../../queries/faqs';
import {
  createTeamMember,
  createTestimonial,
  deletePerson,
  movePerson,
  setPersonHidden,
  updateTeamMember,
  updateTestimonial,
} from '../../queries/people';
import { recordTitle, type TrashKind } from '../../queries/trash-snapshots';
import { createAdminGate, json, movedToTrash, trashedRecord } from '../admin-gate';

// The admin API of a list the site shows in the admin's order: testimonials, the leadership team,
// and each page's FAQs.

type Kind<S extends z.ZodType> = {
  schema: S;
  /** The kind of record, as the trash and the audit log name it. */
  record: TrashKind;
  /** A new item's title, as `recordTitle` gives a stored one's. */
  titleOf: (data: z.output<S>) => string;
  tag: string;
  notFound: string;
  create: (db: DB, data: z.output<S>) => Promise<string>;
  update: (db: DB, id: string, data: z.output<S>) => Promise<boolean>;
  /** Moves the item to the trash; returns the trash entry's id, or null when there is none. */
  remove: (db: DB, id: string, by: string) => Promise<string | null>;
  move: (db: DB, id: string, direction: -1 | 1) => Promise<boolean>;
  setHidden: (db: DB, id: string, hidden: boolean) => Promise<boolean>;
};

const testimonials: Kind<typeof testimonialSchema> = {
  schema: testimonialSchema,
  record: 'testimonial',
  titleOf: (data) => `Testimonial by ${data.author}`,
  tag: cacheTags.testimonials,
  notFound: 'Testimonial not found',
  create: createTestimonial,
  update: updateTestimonial,
  remove: (db, id, by) => deletePerson(db, 'testimonials', id, by),
  move: (db, id, direction) => movePerson(db, 'testimonials', id, direction),
  setHidden: (db, id, hidden) => setPersonHidden(db, 'testimonials', id, hidden),
};

const team: Kind<typeof teamMemberSchema> = {
  schema: teamMemberSchema,
  record: 'leadership',
  titleOf: (data) => `Leadership member ${data.name}`,
  tag: cacheTags.team,
  notFound: 'Team member not found',
  create: createTeamMember,
  update: updateTeamMember,
  remove: (db, id, by) => deletePerson(db, 'team_members', id, by),
  move: (db, id, direction) => movePerson(db, 'team_members', id, direction),
  setHidden: (db, id, hidden) => setPersonHidden(db, 'team_members', id, hidden),
};

const faqs = (page: FaqPage): Kind<typeof faqSchema> => ({
  schema: faqSchema,
  record: 'faq',
  titleOf: (data) => `FAQ ${data.question}`,
  tag: cacheTags.faqs,
  notFound: 'Question not found',
  create: (db, data) => createFaq(db, page, data),
  update: (db, id, data) => updateFaq(db, page, id, data),
  remove: (db, id, by) => deleteFaq(db, page, id, by),
  move: (db, id, direction) => moveFaq(db, page, id, direction),
  setHidden: (db, id, hidden) => setFaqHidden(db, page, id, hidden),
});

export const orderedListKinds = {
  testimonials,
  team,
  homeFaqs: faqs('home'),
  contactFaqs: faqs('contact'),
};

export type OrderedListAdminDependencies = {
  db: DB;
  /** Expires the public pages' cached data, so the next request shows the change. */
  revalidate: (tags: string[]) => void;
};

/** One ordered list's admin API: create, edit, move and delete its items. */
export function createOrderedListAdminApi<S extends z.ZodType>(
  deps: OrderedListAdminDependencies,
  kind: Kind<S>,
) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'content');
  const changed = () => deps.revalidate([kind.tag]);
  /** The stored item by its title, as it was before the change. */
  const itemBefore = async ({ id }: { id: string }) => {
    const title = await recordTitle(db, kind.record, id);
    return title ? { title } : null;
  };

  const create = guarded(
    { schema: kind.schema, audit: { subject: (_params, data) => kind.titleOf(data) } },
    async (_request, _params, _actor, data) => {
      const id = await kind.create(db, data);
      changed();
      return json(201, { id });
    },
  );

  const update = guarded(
    { schema: kind.schema, audit: { before: itemBefore } },
    async (_request, { id }: { id: string }, _actor, data) => {
      if (!(await kind.update(db, id, data))) return json(404, { error: kind.notFound });
      changed();
      return json(200, { id });
    },
  );

  const move = guarded(
    {
      schema: moveSchema,
      audit: {
        before: itemBefore,
        action: (data) => (data.direction < 0 ? 'moved up' : 'moved down'),
      },
    },
    async (_request, { id }: { id: string }, _actor, data) => {
      if (!(await kind.move(db, id, data.direction)))
        return json(409, { error: 'It cannot move further that way.' });
      changed();
      return json(200, { id });
    },
  );

  const setVisibility = guarded(
    {
      schema: visibilitySchema,
      audit: { before: itemBefore, action: (data) => (data.hidden ? 'hid' : 'showed') },
    },
    async (_request, { id }: { id: string }, _actor, data) => {
      if (!(await kind.setHidden(db, id, data.hidden))) return json(404, { error: kind.notFound });
      changed();
      return json(200, { id, hidden: data.hidden });
    },
  );

  const remove = guarded(
    { audit: trashedRecord(db) },
    async (_r, { id }: { id: string }, actor) => {
      const trashId = await kind.remove(db, id, actor.user.name);
      if (!trashId) return json(404, { error: kind.notFound });
      changed();
      return movedToTrash(trashId);
    },
  );

  return { create, update, move, setVisibility, remove };
}
