import { clientReportApi } from '@/server/admin/clients/clients-admin-endpoint';

export async function DELETE(
  request: Request,
  { params }: RouteContext<'/api/admin/clients/[id]/work-log/[entryId]'>,
) {
  return clientReportApi.deleteWork(request, await params);
}
