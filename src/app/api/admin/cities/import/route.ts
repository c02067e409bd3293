import { citiesAdminApi } from '@/server/admin/cities/cities-admin-endpoint';

export function POST(request: Request) {
  return citiesAdminApi.importCsv(request, {});
}
