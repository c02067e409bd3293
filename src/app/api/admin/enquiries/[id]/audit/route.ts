import { connection } from 'next/server';

import { enquiryAuditApi } from '@/server/admin/enquiries/enquiries-admin-endpoint';

type Context = RouteContext<'/api/admin/enquiries/[id]/audit'>;

export async function GET(request: Request, { params }: Context) {
  await connection();
  return enquiryAuditApi.show(request, await params);
}

export async function POST(request: Request, { params }: Context) {
  return enquiryAuditApi.runAgain(request, await params);
}
