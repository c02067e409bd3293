import { teamAdminApi } from '@/server/admin/people/people-admin-endpoint';

export function POST(request: Request) {
  return teamAdminApi.create(request, {});
}
