import 'server-only';

import { revalidateTag } from 'next/cache';

import { getDb } from '../../db/client';
import { createOrderedListAdminApi, orderedListKinds } from './ordered-list-admin-api';

const deps = {
  db: getDb(),
  // expire: 0: the next request renders fresh data instead of serving the stale page once.
  revalidate: (tags: string[]) => tags.forEach((tag) => revalidateTag(tag, { expire: 0 })),
};

export const testimonialsAdminApi = createOrderedListAdminApi(deps, orderedListKinds.testimonials);
export const teamAdminApi = createOrderedListAdminApi(deps, orderedListKinds.team);
export const faqAdminApis = {
  home: createOrderedListAdminApi(deps, orderedListKinds.homeFaqs),
  contact: createOrderedListAdminApi(deps, orderedListKinds.contactFaqs),
};
