import type { Metadata } from 'next';

import { BlogAdmin } from '@/components/admin/blog/blog-admin';
import { NoAccess } from '@/components/admin/no-access';
import { loadCaseStudies } from '@/server/admin/case-studies/load-case-studies';
import { adminFor } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'Case Studies' };

export default async function CaseStudiesAdminPage() {
  const signedIn = await adminFor('content');
  if (!signedIn) return <NoAccess />;
  const data = await loadCaseStudies();
  return (
    <BlogAdmin
      posts={data.posts}
      authors={data.authors}
      myAuthorId={signedIn.user.authorId}
      caseStudies={data.options}
    />
  );
}
