import { leadershipAdminApi } from '@/server/admin/ordered-lists/ordered-list-admin-endpoint';

type Context = RouteContext<'/api/admin/leadership/[id]/move'>;

export async function POST(request: Request, { params }: Context) {
  return leadershipAdminApi.move(request, await params);
}
