import 'server-only';

import { bookingDependencies } from './bindings';
import { createBookingHandlers } from '../call-bookings/booking-request';

export const bookingHandlers = createBookingHandlers(bookingDependencies);
