import { servicesAdminApi } from '@/server/admin/services/services-admin-endpoint';

type Context = RouteContext<'/api/admin/services/[id]'>;

export async function PUT(request: Request, { params }: Context) {
  return servicesAdminApi.update(request, await params);
}

export async function DELETE(request: Request, { params }: Context) {
  return servicesAdminApi.remove(request, await params);
}
