import { accountApi } from '@/server/admin/users/users-endpoint';

type Context = RouteContext<'/api/admin/account/sessions/[id]'>;

export async function DELETE(request: Request, { params }: Context) {
  return accountApi.endSession(request, await params);
}
