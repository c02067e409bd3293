import 'server-only';

import { getTeamSettings } from '../../auth/team-settings';
import { listUsers } from '../../auth/users';
import { getDb } from '../../db/client';
import { listAuthorsForAdmin } from '../../queries/authors-admin';

/** What the Users screen shows: the team, the author profiles to link, the team settings. */
export async function loadUsers() {
  const db = getDb();
  const [users, authors, settings] = await Promise.all([
    listUsers(db),
    listAuthorsForAdmin(db),
    getTeamSettings(db),
  ]);
  return { users, authors: authors.map(({ id, name }) => ({ id, name })), settings };
}
