import { bookingHandlers } from '@/server/composition/booking-endpoint';

export function POST(request: Request) {
  return bookingHandlers.book(request);
}
