import { redirectsAdminApi } from '@/server/admin/redirects/redirects-admin-endpoint';

type Context = RouteContext<'/api/admin/redirects/[id]'>;

export async function PUT(request: Request, { params }: Context) {
  return redirectsAdminApi.update(request, await params);
}

export async function DELETE(request: Request, { params }: Context) {
  return redirectsAdminApi.remove(request, await params);
}
