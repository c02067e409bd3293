import { connection } from 'next/server';

import { callsAdminApi } from '@/server/admin/calls/calls-admin-endpoint';

type Context = RouteContext<'/api/admin/enquiries/[id]/call'>;

export async function GET(request: Request, { params }: Context) {
  await connection();
  return callsAdminApi.showForEnquiry(request, await params);
}

export async function POST(request: Request, { params }: Context) {
  return callsAdminApi.bookForEnquiry(request, await params);
}
