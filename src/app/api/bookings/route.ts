import { bookingHandlers } from '@/server/bookings/booking-endpoint';

export function POST(request: Request) {
  return bookingHandlers.book(request);
}
