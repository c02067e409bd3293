'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import type { ListDefinition } from '@/lib/admin/list-view';
import { ROLE_LABELS, ROLES, type Role } from '@/lib/admin/roles';
import type { AdminUser } from '@/server/auth/users';

import { AdminTableHead } from '../admin-table-head';
import { ConfirmDelete } from '../confirm-delete';
import { DeleteButton } from '../row-actions';
import { ListPages, ListToolbar } from '../list/list-controls';
import { useAdminList } from '../list/use-admin-list';
import { useAdminMutation, type AdminChange } from '../use-admin-mutation';
import { LinkNotice, type IssuedLink } from './link-notice';

type Props = {
  users: AdminUser[];
  authors: { id: string; name: string }[];
  me: { id: string; role: Role };
  roles: Role[];
};

const selectClass = 'rounded-md border border-border bg-background px-2 py-1.5 text-sm';

/** The team: role, status, two-factor and author profile of each user, and what can be done. */
const userList: ListDefinition<AdminUser> = {
  searchText: (user) => `${user.name} ${user.email} ${ROLE_LABELS[user.role]}`,
  filters: [
    {
      key: 'role',
      label: 'Role',
      options: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
      matches: (user, role) => user.role === role,
    },
    {
      key: 'status',
      label: 'Status',
      options: [
        { value: 'active', label: 'Active' },
        { value: 'invited', label: 'Invited' },
        { value: 'disabled', label: 'Disabled' },
      ],
      matches: (user, status) => user.status === status,
    },
  ],
};

export function UsersTable({ users, authors, me, roles }: Props) {
  const list = useAdminList(users, userList, (user) => user.id);
  const router = useRouter();
  const [issued, setIssued] = useState<IssuedLink | null>(null);

  const mutate = useAdminMutation();
  // A refused change also loads the list again, so a role select shows the role kept.
  const call = async (
    url: string,
    change: Pick<AdminChange<unknown>, 'method' | 'body'>,
    done: string,
  ) => {
    const answer = await mutate<Partial<IssuedLink>>({
      url,
      ...change,
      done,
      failed: 'The change was not made',
    });
    if (answer === null) router.refresh();
    return answer;
  };
  const patch = (user: AdminUser, change: object, done: string) =>
    call(`/api/admin/users/${user.id}`, { method: 'PATCH', body: change }, done);
  const newLink = async (user: AdminUser) => {
    const kind = user.status === 'invited' ? 'invite' : 'reset';
    const body = await call(
      `/api/admin/users/${user.id}/link`,
      { method: 'POST' },
      'New link created',
    );
    if (body?.link) setIssued({ ...(body as IssuedLink), email: user.email, kind });
  };

  return (
    <section aria-labelledby="team-heading" className="mt-10">
      <h2 id="team-heading" className="text-xl font-semibold">
        Team
      </h2>
      {issued ? <LinkNotice issued={issued} /> : null}
      <ListToolbar list={list} noun={['user', 'users']} />
      <div className="relative mt-4 overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Admin users</caption>
          <AdminTableHead
            columns={['Name', 'E-mail', 'Role', 'Status', 'Two-Factor', 'Author Profile']}
          />
          <tbody className="divide-y divide-border">
            {list.view.rows.map((user) => {
              const isMe = user.id === me.id;
              const mayChange = user.role !== 'owner' || me.role === 'owner';
              return (
                <tr key={user.id} className="bg-card">
                  <td className="px-4 py-3 font-medium">
                    {user.status === 'invited' ? '—' : user.name}
                    {isMe ? <span className="ml-1 text-muted-foreground">(you)</span> : null}
                  </td>
                  <td className="px-4 py-3">{user.email}</td>
                  <td className="px-4 py-3">
                    {isMe || user.role === 'owner' || !mayChange ? (
                      ROLE_LABELS[user.role]
                    ) : (
                      <select
                        aria-label={`Role of ${user.email}`}
                        value={user.role}
                        className={selectClass}
                        onChange={(e) => void patch(user, { role: e.target.value }, 'Role changed')}
                      >
                        {roles.map((r) => (
                          <option key={r} value={r}>
                            {ROLE_LABELS[r]}
                          </option>
                        ))}
                      </select>
                    )}
                  </td>
                  <td className="px-4 py-3 capitalize">{user.status}</td>
                  <td className="px-4 py-3">{user.twoFactor ? 'On' : 'Off'}</td>
                  <td className="px-4 py-3">
                    <select
                      aria-label={`Author profile of ${user.email}`}
                      value={user.authorId ?? ''}
                      disabled={!mayChange}
                      className={selectClass}
                      onChange={(e) =>
                        void patch(
                          user,
                          { authorId: e.target.value || null },
                          'Author profile linked',
                        )
                      }
                    >
                      <option value="">None</option>
                      {authors.map((a) => (
                        <option key={a.id} value={a.id}>
                          {a.name}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-1">
                      {!isMe && mayChange && user.status !== 'invited' && user.role !== 'owner' ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`${user.status === 'active' ? 'Disable' : 'Enable'} ${user.email}`}
                          onClick={() =>
                            void patch(
                              user,
                              { status: user.status === 'active' ? 'disabled' : 'active' },
                              user.status === 'active'
                                ? 'User disabled and signed out'
                                : 'User enabled',
                            )
                          }
                        >
                          {user.status === 'active' ? 'Disable' : 'Enable'}
                        </Button>
                      ) : null}
                      {!isMe && mayChange && (user.status === 'invited' || me.role === 'owner') ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`${user.status === 'invited' ? 'New invite link for' : 'Reset password of'} ${user.email}`}
                          onClick={() => void newLink(user)}
                        >
                          {user.status === 'invited' ? 'New Link' : 'Reset Password'}
                        </Button>
                      ) : null}
                      {user.status === 'invited' ? (
                        <ConfirmDelete
                          question={`Delete the invite of ${user.email}? Its link stops working.`}
                          onConfirm={() =>
                            void call(
                              `/api/admin/users/${user.id}`,
                              { method: 'DELETE' },
                              'Invite deleted',
                            )
                          }
                          trigger={<DeleteButton name={`the invite of ${user.email}`} />}
                        />
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ListPages list={list} />
    </section>
  );
}
