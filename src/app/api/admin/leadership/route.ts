import { leadershipAdminApi } from '@/server/admin/ordered-lists/ordered-list-admin-endpoint';

export function POST(request: Request) {
  return leadershipAdminApi.create(request, {});
}
