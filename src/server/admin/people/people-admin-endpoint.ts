import 'server-only';

import { revalidateTag } from 'next/cache';

import { getDb } from '../../db/client';
import { createPeopleAdminApi, peopleKinds } from './people-admin-api';

const deps = {
  db: getDb(),
  // expire: 0: the next request renders fresh data instead of serving the stale page once.
  revalidate: (tags: string[]) => tags.forEach((tag) => revalidateTag(tag, { expire: 0 })),
};

export const testimonialsAdminApi = createPeopleAdminApi(deps, peopleKinds.testimonials);
export const teamAdminApi = createPeopleAdminApi(deps, peopleKinds.team);
