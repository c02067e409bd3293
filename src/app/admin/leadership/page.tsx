import type { Metadata } from 'next';

import { LeadershipAdmin } from '@/components/admin/ordered-lists/leadership-admin';
import { loadLeadershipTeam } from '@/server/admin/ordered-lists/load-ordered-lists';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';

export const metadata: Metadata = { title: 'Leadership Team' };

export default async function LeadershipAdminPage() {
  if (!(await adminFor('content'))) return <NoAccess />;
  const members = await loadLeadershipTeam();
  return <LeadershipAdmin members={members} />;
}
