import { backupsAdminApi } from '@/server/admin/backups/backups-admin-endpoint';

export function PUT(request: Request) {
  return backupsAdminApi.saveSchedule(request, {});
}
