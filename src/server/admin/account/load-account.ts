import 'server-only';

import { listSessions } from '../../auth/sessions';
import { getAccountPolicy } from '../../auth/account-policy';
import { unusedRecoveryCodes } from '../../auth/two-factor';
import { getDb } from '../../db/client';

/** The account screen's data: the user's sessions, recovery codes left and the team's rules. */
export async function loadAccount(userId: string) {
  const db = getDb();
  const [sessions, codesLeft, team] = await Promise.all([
    listSessions(db, userId),
    unusedRecoveryCodes(db, userId),
    getAccountPolicy(db),
  ]);
  return { sessions, codesLeft, team };
}
