import { bookingHandlers } from '@/server/composition/call-booking-endpoint';

export function POST(request: Request) {
  return bookingHandlers.book(request);
}
