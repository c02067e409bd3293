import 'server-only';

import { getDb } from '../../db/client';
import { listNotFound } from '../../queries/not-found-log';

/** The 404 log screen's data: every logged path, unresolved first. */
export function loadNotFoundLog() {
  return listNotFound(getDb());
}
