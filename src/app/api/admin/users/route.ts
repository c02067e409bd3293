import { usersAdminApi } from '@/server/admin/users/users-endpoint';

export function POST(request: Request) {
  return usersAdminApi.invite(request, {});
}
