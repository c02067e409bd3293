import { callsAdminApi } from '@/server/admin/calls/calls-admin-endpoint';

export function PUT(request: Request) {
  return callsAdminApi.saveAvailability(request, {});
}
