import { clientReportApi } from '@/server/admin/clients/clients-admin-endpoint';

export async function POST(
  request: Request,
  { params }: RouteContext<'/api/admin/clients/[id]/work-log'>,
) {
  return clientReportApi.addWork(request, await params);
}
