import { enquiryAdminApi } from '@/server/admin/leads/leads-endpoint';

export async function POST(
  request: Request,
  { params }: RouteContext<'/api/admin/submissions/[id]/notes'>,
) {
  return enquiryAdminApi.note(request, await params);
}
