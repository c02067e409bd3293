import { accountApi } from '@/server/admin/users/users-endpoint';

export function PATCH(request: Request) {
  return accountApi.saveProfile(request, {});
}
