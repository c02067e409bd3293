import { mediaAdminApi } from '@/server/admin/media/media-admin-endpoint';

export function GET(request: Request) {
  return mediaAdminApi.list(request, {});
}
