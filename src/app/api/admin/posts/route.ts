import { blogAdminApi } from '@/server/admin/blog/blog-admin-endpoint';

export function POST(request: Request) {
  return blogAdminApi.create(request, {});
}
