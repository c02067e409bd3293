import type { Metadata } from 'next';

import { NotFoundTable } from '@/components/admin/not-found-log/not-found-table';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';
import { loadNotFoundLog } from '@/server/admin/not-found/load-not-found-log';
import { NOT_FOUND_LOG_LIMIT } from '@/server/queries/not-found-log';

export const metadata: Metadata = { title: '404 Log' };

export default async function NotFoundLogPage({ searchParams }: PageProps<'/admin/not-found'>) {
  if (!(await adminFor('content'))) return <NoAccess />;
  const { q } = await searchParams;
  const rows = await loadNotFoundLog();
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">404 Log</h1>
      <p className="mt-1 text-muted-foreground">
        Public paths that answered 404, counted every few seconds; the{' '}
        {NOT_FOUND_LOG_LIMIT.toLocaleString('en-IN')} seen most recently are kept. Scans for other
        software are grouped by kind. Redirect a path, or publish a page at it, and its row is
        marked resolved, with why. A path meant to stay gone can be marked resolved by hand.
      </p>
      <NotFoundTable rows={rows} query={typeof q === 'string' ? q : ''} />
    </div>
  );
}
