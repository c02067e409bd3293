import { bookingHandlers } from '@/server/composition/call-booking-endpoint';

export async function POST(
  request: Request,
  { params }: RouteContext<'/api/call-bookings/[token]'>,
) {
  return bookingHandlers.change(request, (await params).token);
}
