import 'server-only';

import { getDb } from '../../db/client';
import { listAuthorsForAdmin } from '../../queries/authors-admin';

/** The authors screen's data: every author with their posts counted. */
export function loadAuthors() {
  return listAuthorsForAdmin(getDb());
}
