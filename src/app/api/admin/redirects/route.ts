import { redirectsAdminApi } from '@/server/admin/redirects/redirects-admin-endpoint';

export function POST(request: Request) {
  return redirectsAdminApi.create(request, {});
}
