import type { Metadata } from 'next';

import { BlogAdmin } from '@/components/admin/blog/blog-admin';
import { loadBlogAdmin } from '@/server/admin/blog-dashboard';
import { hasAdminSession } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'Blog Admin' };

export default async function BlogAdminPage() {
  if (!(await hasAdminSession())) return null;
  const { posts, authors } = await loadBlogAdmin();
  return <BlogAdmin posts={posts} authors={authors} />;
}
