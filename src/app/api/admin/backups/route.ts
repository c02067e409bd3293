import { backupsAdminApi } from '@/server/admin/backups/backups-admin-endpoint';

export function POST(request: Request) {
  return backupsAdminApi.backUpNow(request, {});
}
