import { backupsAdminApi } from '@/server/admin/backups/backups-admin-endpoint';

export async function GET(request: Request, { params }: RouteContext<'/api/admin/backups/[name]'>) {
  return backupsAdminApi.download(request, await params);
}
