import { citiesAdminApi } from '@/server/admin/cities/cities-admin-endpoint';

type Context = RouteContext<'/api/admin/cities/[id]/pages/[service]'>;

export async function PUT(request: Request, { params }: Context) {
  return citiesAdminApi.savePage(request, await params);
}

export async function DELETE(request: Request, { params }: Context) {
  return citiesAdminApi.removePage(request, await params);
}
