import { teamAdminApi } from '@/server/admin/ordered-lists/ordered-list-admin-endpoint';

type Context = RouteContext<'/api/admin/team/[id]/move'>;

export async function POST(request: Request, { params }: Context) {
  return teamAdminApi.move(request, await params);
}
