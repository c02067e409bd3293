import { quotesAdminApi } from '@/server/admin/quotes/quotes-admin-endpoint';

export async function PUT(request: Request, { params }: RouteContext<'/api/admin/quotes/[id]'>) {
  return quotesAdminApi.update(request, await params);
}
