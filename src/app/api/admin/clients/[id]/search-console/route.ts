import { clientSearchApi } from '@/server/admin/clients/clients-admin-endpoint';

export async function POST(
  request: Request,
  { params }: RouteContext<'/api/admin/clients/[id]/search-console'>,
) {
  return clientSearchApi.importMonth(request, await params);
}
