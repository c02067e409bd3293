import { usersAdminApi } from '@/server/admin/users/users-endpoint';

type Context = RouteContext<'/api/admin/users/[id]/link'>;

export async function POST(request: Request, { params }: Context) {
  return usersAdminApi.newLink(request, await params);
}
