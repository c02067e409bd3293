import { clientsAdminApi } from '@/server/admin/clients/clients-admin-endpoint';

export async function PUT(request: Request, { params }: RouteContext<'/api/admin/clients/[id]'>) {
  return clientsAdminApi.update(request, await params);
}
