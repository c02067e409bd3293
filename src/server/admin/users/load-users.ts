import 'server-only';

import { getAccountPolicy } from '../../auth/account-policy';
import { listUsers } from '../../auth/users';
import { getDb } from '../../db/client';
import { listAuthorsForAdmin } from '../../queries/authors-admin';

/** What the Users screen shows: the team, the author profiles to link, the account policy. */
export async function loadUsers() {
  const db = getDb();
  const [users, authors, settings] = await Promise.all([
    listUsers(db),
    listAuthorsForAdmin(db),
    getAccountPolicy(db),
  ]);
  return { users, authors: authors.map(({ id, name }) => ({ id, name })), settings };
}
