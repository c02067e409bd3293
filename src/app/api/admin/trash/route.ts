import { trashAdminApi } from '@/server/admin/trash/trash-admin-endpoint';

export function DELETE(request: Request) {
  return trashAdminApi.empty(request, {});
}
