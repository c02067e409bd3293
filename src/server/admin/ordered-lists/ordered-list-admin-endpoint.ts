import 'server-only';

import { expireTags } from '../../cache/expire-tags';
import { getDb } from '../../db/client';
import { createOrderedListAdminApi, orderedListKinds } from './ordered-list-admin-api';

const deps = {
  db: getDb(),
  revalidate: expireTags,
};

export const testimonialsAdminApi = createOrderedListAdminApi(deps, orderedListKinds.testimonials);
export const leadershipAdminApi = createOrderedListAdminApi(deps, orderedListKinds.team);
export const faqAdminApis = {
  home: createOrderedListAdminApi(deps, orderedListKinds.homeFaqs),
  contact: createOrderedListAdminApi(deps, orderedListKinds.contactFaqs),
};
