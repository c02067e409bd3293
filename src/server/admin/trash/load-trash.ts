import 'server-only';

import type { Role } from '@/lib/admin/roles';

import { getDb } from '../../db/client';
import { listTrash, type TrashEntry } from '../../queries/trash';
import { trashKindsFor } from './trash-kinds-for';

/**
 * What the trash screen shows a role: the entries of the kinds it may restore, newest first, and
 * whether those are content, enquiries or both; null when it may restore none.
 */
export async function loadTrash(role: Role): Promise<{
  entries: TrashEntry[];
  kinds: { content: boolean; enquiries: boolean };
} | null> {
  const db = getDb();
  const kinds = await trashKindsFor(db, role);
  if (kinds.length === 0) return null;
  return {
    entries: await listTrash(db, kinds),
    kinds: { content: kinds.some((k) => k !== 'enquiry'), enquiries: kinds.includes('enquiry') },
  };
}
