import type { Metadata } from 'next';

import { BlogAdmin } from '@/components/admin/blog/blog-admin';
import { loadBlog } from '@/server/admin/blog/load-blog';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';

export const metadata: Metadata = { title: 'Blog Admin' };

export default async function BlogAdminPage() {
  const signedIn = await adminFor('content');
  if (!signedIn) return <NoAccess />;
  const data = await loadBlog();
  return (
    <BlogAdmin posts={data.posts} authors={data.authors} myAuthorId={signedIn.user.authorId} />
  );
}
