import type { Metadata } from 'next';

import { NoAccess } from '@/components/admin/no-access';
import { InviteForm } from '@/components/admin/users/invite-form';
import { AccountPolicyForm } from '@/components/admin/users/account-policy-form';
import { UsersTable } from '@/components/admin/users/users-table';
import { assignableRoles } from '@/lib/admin/roles';
import { loadUsers } from '@/server/admin/users/load-users';
import { adminFor } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'Users' };

export default async function UsersAdminPage() {
  const signedIn = await adminFor('users');
  if (!signedIn) return <NoAccess />;
  const me = signedIn.user;
  const page = await loadUsers();
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
        <AccountPolicyForm values={page.settings} ownerHasTwoFactor={me.twoFactor} />
      ) : null}
    </div>
  );
}
