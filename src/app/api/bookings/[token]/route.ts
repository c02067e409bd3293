import { bookingHandlers } from '@/server/bookings/booking-endpoint';

export async function POST(request: Request, { params }: RouteContext<'/api/bookings/[token]'>) {
  return bookingHandlers.change(request, (await params).token);
}
