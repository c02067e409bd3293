import { enquiryAdminApi } from '@/server/admin/leads/leads-endpoint';

export async function GET(
  request: Request,
  { params }: RouteContext<'/api/admin/submissions/[id]/timeline'>,
) {
  return enquiryAdminApi.timeline(request, await params);
}
