import { connection } from 'next/server';

import { callBookingsAdminApi } from '@/server/admin/call-bookings/call-bookings-admin-endpoint';

type Context = RouteContext<'/api/admin/enquiries/[id]/call-booking'>;

export async function GET(request: Request, { params }: Context) {
  await connection();
  return callBookingsAdminApi.showForEnquiry(request, await params);
}

export async function POST(request: Request, { params }: Context) {
  return callBookingsAdminApi.bookForEnquiry(request, await params);
}
