import { callsAdminApi } from '@/server/admin/calls/calls-admin-endpoint';

export async function DELETE(request: Request, { params }: RouteContext<'/api/admin/calls/[id]'>) {
  return callsAdminApi.cancel(request, await params);
}
