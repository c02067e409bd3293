import { adminApi } from '@/server/admin/admin-endpoint';

type Context = RouteContext<'/api/admin/submissions/[id]'>;

export async function PATCH(request: Request, { params }: Context) {
  return adminApi.setStatus(request, await params);
}

export async function DELETE(request: Request, { params }: Context) {
  return adminApi.remove(request, await params);
}
