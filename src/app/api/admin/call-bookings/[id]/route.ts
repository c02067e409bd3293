import { callBookingsAdminApi } from '@/server/admin/call-bookings/call-bookings-admin-endpoint';

export async function DELETE(
  request: Request,
  { params }: RouteContext<'/api/admin/call-bookings/[id]'>,
) {
  return callBookingsAdminApi.cancel(request, await params);
}
