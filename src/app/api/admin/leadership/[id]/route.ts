import { teamAdminApi } from '@/server/admin/ordered-lists/ordered-list-admin-endpoint';

type Context = RouteContext<'/api/admin/team/[id]'>;

export async function PUT(request: Request, { params }: Context) {
  return teamAdminApi.update(request, await params);
}

/** Hides or shows the item: { hidden: boolean }. */
export async function PATCH(request: Request, { params }: Context) {
  return teamAdminApi.setVisibility(request, await params);
}

export async function DELETE(request: Request, { params }: Context) {
  return teamAdminApi.remove(request, await params);
}
