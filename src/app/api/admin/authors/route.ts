import { authorsAdminApi } from '@/server/admin/authors/authors-admin-endpoint';

export function POST(request: Request) {
  return authorsAdminApi.create(request, {});
}
