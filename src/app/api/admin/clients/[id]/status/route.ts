import { clientsAdminApi } from '@/server/admin/clients/clients-admin-endpoint';

export async function POST(
  request: Request,
  { params }: RouteContext<'/api/admin/clients/[id]/status'>,
) {
  return clientsAdminApi.changeStatus(request, await params);
}
