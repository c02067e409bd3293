import { clientsAdminApi } from '@/server/admin/clients/clients-admin-endpoint';

export function POST(request: Request) {
  return clientsAdminApi.create(request, {});
}
