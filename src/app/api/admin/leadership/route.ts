import { teamAdminApi } from '@/server/admin/ordered-lists/ordered-list-admin-endpoint';

export function POST(request: Request) {
  return teamAdminApi.create(request, {});
}
