import type { Metadata } from 'next';

import { LoadError } from '@/components/admin/load-error';
import { TeamAdmin } from '@/components/admin/ordered-lists/team-admin';
import { loadTeamAdmin } from '@/server/admin/ordered-lists/ordered-list-dashboard';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';
import { logger } from '@/server/logger';
import type { TeamMember } from '@/server/queries/people';

export const metadata: Metadata = { title: 'Leadership Team' };

export default async function TeamAdminPage() {
  if (!(await adminFor('content'))) return <NoAccess />;
  let members: TeamMember[];
  try {
    members = await loadTeamAdmin();
  } catch (error) {
    logger.error({ err: error }, 'team admin: the team could not be loaded');
    return (
      <div className="mx-auto max-w-2xl px-4 py-20">
        <LoadError message="Failed to load the team. Please try again." />
      </div>
    );
  }
  return <TeamAdmin members={members} />;
}
