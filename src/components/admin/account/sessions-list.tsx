'use client';

import { Button } from '@/components/ui/button';
import { formatTableDateTime } from '@/lib/dates';
import { describeDevice } from '@/lib/admin/user-agent';
import type { SessionSummary } from '@/server/auth/sessions';

import { AdminTableHead } from '../admin-table-head';
import { useAdminMutation } from '../use-admin-mutation';
import { AccountSection } from './account-section';

/** Where the user is signed in; any session can be ended (this one signs out here). */
export function SessionsList(props: { sessions: SessionSummary[]; currentId: string }) {
  const mutate = useAdminMutation();
  const end = (id: string) =>
    mutate({
      url: `/api/admin/account/sessions/${id}`,
      method: 'DELETE',
      done: id === props.currentId ? 'Signed out' : 'Session ended',
      failed: 'Failed to end the session',
    });
  return (
    <AccountSection id="sessions" title="Active Sessions">
      <div className="relative mt-4 overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your active sessions</caption>
          <AdminTableHead columns={['Device', 'Address', 'Signed In', 'Last Seen']} />
          <tbody className="divide-y divide-border">
            {props.sessions.map((s) => (
              <tr key={s.id} className="bg-card">
                <td className="px-4 py-3">
                  {describeDevice(s.userAgent)}
                  {s.id === props.currentId ? (
                    <span className="ml-1 text-muted-foreground">(this one)</span>
                  ) : null}
                </td>
                <td className="px-4 py-3 font-mono text-xs">{s.ipAddress}</td>
                <td className="px-4 py-3">{formatTableDateTime(s.createdAt)}</td>
                <td className="px-4 py-3">{formatTableDateTime(s.lastSeenAt)}</td>
                <td className="px-4 py-3 text-right">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`End the session on ${describeDevice(s.userAgent)} from ${s.ipAddress}`}
                    onClick={() => void end(s.id)}
                  >
                    End
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AccountSection>
  );
}
