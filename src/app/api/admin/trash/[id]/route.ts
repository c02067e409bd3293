import { trashAdminApi } from '@/server/admin/trash/trash-admin-endpoint';

type Context = RouteContext<'/api/admin/trash/[id]'>;

export async function DELETE(request: Request, { params }: Context) {
  return trashAdminApi.remove(request, await params);
}
