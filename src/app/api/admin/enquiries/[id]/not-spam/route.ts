import { enquiriesAdminApi } from '@/server/admin/enquiries/enquiries-admin-endpoint';

export async function POST(
  request: Request,
  { params }: RouteContext<'/api/admin/enquiries/[id]/not-spam'>,
) {
  return enquiriesAdminApi.notSpam(request, await params);
}
