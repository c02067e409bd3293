import { clientsAdminApi } from '@/server/admin/clients/clients-admin-endpoint';

export function PUT(request: Request) {
  return clientsAdminApi.saveAuditSchedule(request, {});
}
