import { bookingHandlers } from '@/server/composition/booking-endpoint';

export async function POST(request: Request, { params }: RouteContext<'/api/bookings/[token]'>) {
  return bookingHandlers.change(request, (await params).token);
}
