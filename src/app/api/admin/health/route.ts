import { healthAdminApi } from '@/server/admin/health/health-admin-endpoint';

export function GET(request: Request) {
  return healthAdminApi.latest(request, {});
}

export function POST(request: Request) {
  return healthAdminApi.start(request, {});
}
