import { callBookingsAdminApi } from '@/server/admin/call-bookings/call-bookings-admin-endpoint';

export function PUT(request: Request) {
  return callBookingsAdminApi.saveAvailability(request, {});
}
