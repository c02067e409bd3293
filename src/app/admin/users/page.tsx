import type { Metadata } from 'next';

import { LoadError } from '@/components/admin/load-error';
import { NoAccess } from '@/components/admin/no-access';
import { InviteForm } from '@/components/admin/users/invite-form';
import { TeamSettingsForm } from '@/components/admin/users/team-settings-form';
import { UsersTable } from '@/components/admin/users/users-table';
import { assignableRoles } from '@/lib/admin/roles';
import { loadUsersPage } from '@/server/admin/users/users-page';
import { adminFor } from '@/server/auth/current-admin';
import { logger } from '@/server/logger';

export const metadata: Metadata = { title: 'Users' };

export default async function UsersAdminPage() {
  const signedIn = await adminFor('users');
  if (!signedIn) return <NoAccess />;
  const me = signedIn.user;
  let page: Awaited<ReturnType<typeof loadUsersPage>>;
  try {
    page = await loadUsersPage();
  } catch (error) {
    logger.error({ err: error }, 'users admin: the page could not be loaded');
    return (
      <div className="mx-auto max-w-2xl px-4 py-20">
        <LoadError message="Failed to load the users. Please try again." />
      </div>
    );
  }
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Users</h1>
      <p className="mt-1 text-muted-foreground">
        Who can sign in to the admin, and what each role may use.
      </p>
      <InviteForm roles={assignableRoles(me.role)} />
      <UsersTable
        users={page.users}
        authors={page.authors}
        me={{ id: me.id, role: me.role }}
        roles={assignableRoles(me.role)}
      />
      {me.role === 'owner' ? (
        <TeamSettingsForm values={page.settings} ownerHasTwoFactor={me.twoFactor} />
      ) : null}
    </div>
  );
}
