import 'server-only';

import type { Role } from '@/lib/admin/roles';

import { getDb } from '../../db/client';
import { listTrash, type TrashEntry } from '../../queries/trash';
import { trashKindsFor } from './trash-kinds-for';

/** What the trash screen shows a role: the entries of the kinds it may restore, newest first. */
export async function loadTrash(role: Role): Promise<TrashEntry[] | null> {
  const db = getDb();
  const kinds = await trashKindsFor(db, role);
  return kinds.length === 0 ? null : listTrash(db, kinds);
}
