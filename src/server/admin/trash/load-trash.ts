import 'server-only';

import { getDb } from '../../db/client';
import { listTrash, type TrashEntry } from '../../queries/trash';

/** What the trash screen shows: every entry, newest first. */
export function loadTrash(): Promise<TrashEntry[]> {
  return listTrash(getDb());
}
