import { trashAdminApi } from '@/server/admin/trash/trash-admin-endpoint';

type Context = RouteContext<'/api/admin/trash/[id]/restore'>;

export async function POST(request: Request, { params }: Context) {
  return trashAdminApi.restore(request, await params);
}
