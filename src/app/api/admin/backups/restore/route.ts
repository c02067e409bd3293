import { restoreAdminApi } from '@/server/admin/backups/backups-admin-endpoint';

export function POST(request: Request) {
  return restoreAdminApi.check(request, {});
}
