import { redirectsAdminApi } from '@/server/admin/redirects/redirects-admin-endpoint';

// DELETE /api/admin/redirects/automatic/{kind}/{alias}: removes the redirect a rename made.
export async function DELETE(
  request: Request,
  { params }: RouteContext<'/api/admin/redirects/automatic/[kind]/[alias]'>,
) {
  return redirectsAdminApi.removeAutomatic(request, await params);
}
