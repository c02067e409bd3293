import { quotesAdminApi } from '@/server/admin/quotes/quotes-admin-endpoint';

export async function POST(
  request: Request,
  { params }: RouteContext<'/api/admin/quotes/[id]/send'>,
) {
  return quotesAdminApi.send(request, await params);
}
