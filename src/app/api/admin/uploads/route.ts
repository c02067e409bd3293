import { blogAdminApi } from '@/server/admin/blog-admin-endpoint';

export function POST(request: Request) {
  return blogAdminApi.upload(request, {});
}
