import { redirectsAdminApi } from '@/server/admin/redirects/redirects-admin-endpoint';

export function GET(request: Request) {
  return redirectsAdminApi.exportCsv(request, {});
}
