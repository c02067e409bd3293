import { leadershipAdminApi } from '@/server/admin/ordered-lists/ordered-list-admin-endpoint';

type Context = RouteContext<'/api/admin/leadership/[id]'>;

export async function PUT(request: Request, { params }: Context) {
  return leadershipAdminApi.update(request, await params);
}

/** Hides or shows the item: { hidden: boolean }. */
export async function PATCH(request: Request, { params }: Context) {
  return leadershipAdminApi.setVisibility(request, await params);
}

export async function DELETE(request: Request, { params }: Context) {
  return leadershipAdminApi.remove(request, await params);
}
