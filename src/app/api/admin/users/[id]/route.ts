import { usersAdminApi } from '@/server/admin/users/users-endpoint';

type Context = RouteContext<'/api/admin/users/[id]'>;

export async function PATCH(request: Request, { params }: Context) {
  return usersAdminApi.update(request, await params);
}

export async function DELETE(request: Request, { params }: Context) {
  return usersAdminApi.cancelInvite(request, await params);
}
