import 'server-only';

import { canUse, type Role } from '@/lib/admin/roles';

import { mayDeleteEnquiries } from '../../auth/account-policy';
import type { DB } from '../../db/schema';
import { TRASH_KINDS, type TrashKind } from '../../queries/trash-snapshots';

/**
 * The kinds of deleted record a role may see, restore and delete for good: content for the roles
 * that edit it, enquiries for those who may delete them (enquiries hold a person's details).
 */
export async function trashKindsFor(db: DB, role: Role): Promise<TrashKind[]> {
  const kinds: TrashKind[] = canUse(role, 'content')
    ? TRASH_KINDS.filter((kind) => kind !== 'enquiry')
    : [];
  if (await mayDeleteEnquiries(db, role)) kinds.push('enquiry');
  return kinds;
}
