import { citiesAdminApi } from '@/server/admin/cities/cities-admin-endpoint';

type Context = RouteContext<'/api/admin/cities/[id]'>;

export async function PUT(request: Request, { params }: Context) {
  return citiesAdminApi.update(request, await params);
}

export async function DELETE(request: Request, { params }: Context) {
  return citiesAdminApi.remove(request, await params);
}
