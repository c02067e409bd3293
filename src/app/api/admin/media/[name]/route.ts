import { mediaAdminApi } from '@/server/admin/media/media-admin-endpoint';

type Context = RouteContext<'/api/admin/media/[name]'>;

export async function PATCH(request: Request, { params }: Context) {
  return mediaAdminApi.saveAlt(request, await params);
}

export async function DELETE(request: Request, { params }: Context) {
  return mediaAdminApi.remove(request, await params);
}
