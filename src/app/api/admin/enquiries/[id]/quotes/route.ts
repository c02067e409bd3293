import { connection } from 'next/server';

import { quotesAdminApi } from '@/server/admin/quotes/quotes-admin-endpoint';

type Context = RouteContext<'/api/admin/enquiries/[id]/quotes'>;

export async function GET(request: Request, { params }: Context) {
  await connection();
  return quotesAdminApi.listForEnquiry(request, await params);
}

export async function POST(request: Request, { params }: Context) {
  return quotesAdminApi.create(request, await params);
}
