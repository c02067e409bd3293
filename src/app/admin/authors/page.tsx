import type { Metadata } from 'next';

import { AuthorsAdmin } from '@/components/admin/authors/authors-admin';
import { LoadError } from '@/components/admin/load-error';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { listAuthorsForAdmin, type AdminAuthorRow } from '@/server/queries/authors-admin';

export const metadata: Metadata = { title: 'Authors' };

export default async function AuthorsAdminPage() {
  if (!(await adminFor('content'))) return <NoAccess />;
  let authors: AdminAuthorRow[];
  try {
    authors = await listAuthorsForAdmin(getDb());
  } catch (error) {
    logger.error({ err: error }, 'authors admin: the authors could not be loaded');
    return (
      <div className="mx-auto max-w-2xl px-4 py-20">
        <LoadError message="Failed to load the authors. Please try again." />
      </div>
    );
  }
  return <AuthorsAdmin authors={authors} />;
}
