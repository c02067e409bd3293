import { enquiriesAdminApi } from '@/server/admin/enquiries/enquiries-admin-endpoint';

type Context = RouteContext<'/api/admin/enquiries/[id]'>;

export async function PATCH(request: Request, { params }: Context) {
  return enquiriesAdminApi.setStatus(request, await params);
}

export async function DELETE(request: Request, { params }: Context) {
  return enquiriesAdminApi.remove(request, await params);
}
