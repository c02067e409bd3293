import { servicesAdminApi } from '@/server/admin/services/services-admin-endpoint';

export function POST(request: Request) {
  return servicesAdminApi.create(request, {});
}
