import { enquiriesAdminApi } from '@/server/admin/enquiries/enquiries-admin-endpoint';

export async function GET(
  request: Request,
  { params }: RouteContext<'/api/admin/enquiries/[id]/timeline'>,
) {
  return enquiriesAdminApi.timeline(request, await params);
}
