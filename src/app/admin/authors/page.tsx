import type { Metadata } from 'next';

import { AuthorsAdmin } from '@/components/admin/authors/authors-admin';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';
import { loadAuthors } from '@/server/admin/authors/load-authors';

export const metadata: Metadata = { title: 'Authors' };

export default async function AuthorsAdminPage() {
  if (!(await adminFor('content'))) return <NoAccess />;
  const authors = await loadAuthors();
  return <AuthorsAdmin authors={authors} />;
}
