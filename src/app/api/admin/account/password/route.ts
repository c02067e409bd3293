import { accountApi } from '@/server/admin/users/users-endpoint';

export function PUT(request: Request) {
  return accountApi.changePassword(request, {});
}
