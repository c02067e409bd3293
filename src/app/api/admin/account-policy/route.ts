import { usersAdminApi } from '@/server/admin/users/users-endpoint';

export function PUT(request: Request) {
  return usersAdminApi.saveSettings(request, {});
}
