import type { Metadata } from 'next';

import { BlogAdmin } from '@/components/admin/blog/blog-admin';
import { LoadError } from '@/components/admin/load-error';
import { loadBlogAdmin } from '@/server/admin/blog-dashboard';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';
import { logger } from '@/server/logger';

export const metadata: Metadata = { title: 'Blog Admin' };

export default async function BlogAdminPage() {
  const signedIn = await adminFor('content');
  if (!signedIn) return <NoAccess />;
  let data: Awaited<ReturnType<typeof loadBlogAdmin>>;
  try {
    data = await loadBlogAdmin();
  } catch (error) {
    logger.error({ err: error }, 'blog admin: the post list could not be loaded');
    return (
      <div className="mx-auto max-w-2xl px-4 py-20">
        <LoadError message="Failed to load blog posts. Please try again." />
      </div>
    );
  }
  return (
    <BlogAdmin
      posts={data.posts}
      authors={data.authors}
      myAuthorId={signedIn.user.authorId}
      site={data.site}
    />
  );
}
