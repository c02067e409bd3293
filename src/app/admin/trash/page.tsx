import type { Metadata } from 'next';

import { NoAccess } from '@/components/admin/no-access';
import { TrashAdmin } from '@/components/admin/trash/trash-admin';
import { loadTrash } from '@/server/admin/trash/load-trash';
import { adminFor } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'Trash' };

// A load error goes to app/admin/error.tsx.
export default async function TrashAdminPage() {
  const signedIn = await adminFor('account');
  const trash = signedIn && (await loadTrash(signedIn.user.role));
  if (!trash) return <NoAccess />;
  return <TrashAdmin entries={trash.entries} kinds={trash.kinds} />;
}
