import 'server-only';

import { bookingDependencies } from './bindings';
import { createBookingHandlers } from '../bookings/booking-request';

export const bookingHandlers = createBookingHandlers(bookingDependencies);
