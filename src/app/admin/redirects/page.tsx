import type { Metadata } from 'next';

import { LoadError } from '@/components/admin/load-error';
import { RedirectsAdmin } from '@/components/admin/redirects/redirects-admin';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import {
  listAutomaticRedirects,
  type AutomaticRedirect,
} from '@/server/queries/automatic-redirects';
import { listRedirects, type RedirectRow } from '@/server/queries/redirects';

export const metadata: Metadata = { title: 'Redirects' };

export default async function RedirectsAdminPage({ searchParams }: PageProps<'/admin/redirects'>) {
  if (!(await adminFor('content'))) return <NoAccess />;
  const { source } = await searchParams;
  let redirects: RedirectRow[];
  let automatic: AutomaticRedirect[];
  try {
    [redirects, automatic] = await Promise.all([
      listRedirects(getDb()),
      listAutomaticRedirects(getDb()),
    ]);
  } catch (error) {
    logger.error({ err: error }, 'redirects admin: the redirects could not be loaded');
    return (
      <div className="mx-auto max-w-2xl px-4 py-20">
        <LoadError message="Failed to load the redirects. Please try again." />
      </div>
    );
  }
  return (
    <RedirectsAdmin
      redirects={redirects}
      automatic={automatic}
      newSource={typeof source === 'string' && source.startsWith('/') ? source.slice(0, 500) : null}
    />
  );
}
