import { clientReportApi } from '@/server/admin/clients/clients-admin-endpoint';

export async function GET(
  request: Request,
  { params }: RouteContext<'/api/admin/clients/[id]/report-mail'>,
) {
  return clientReportApi.previewMail(request, await params);
}

export async function POST(
  request: Request,
  { params }: RouteContext<'/api/admin/clients/[id]/report-mail'>,
) {
  return clientReportApi.sendMail(request, await params);
}
