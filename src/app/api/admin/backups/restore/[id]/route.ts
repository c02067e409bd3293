import { restoreAdminApi } from '@/server/admin/backups/backups-admin-endpoint';

export async function POST(
  request: Request,
  { params }: RouteContext<'/api/admin/backups/restore/[id]'>,
) {
  return restoreAdminApi.apply(request, await params);
}
