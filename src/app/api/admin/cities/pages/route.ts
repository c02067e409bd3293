import { citiesAdminApi } from '@/server/admin/cities/cities-admin-endpoint';

/** Pages of many cities at once, from a template. */
export function POST(request: Request) {
  return citiesAdminApi.fillFromTemplate(request, {});
}
