import { crawlersAdminApi } from '@/server/admin/crawlers/crawlers-admin-endpoint';

export function PUT(request: Request) {
  return crawlersAdminApi.savePolicy(request, {});
}
