import 'server-only';

import { bookingDependencies } from '../bindings';
import { createBookingHandlers } from './booking-request';

export const bookingHandlers = createBookingHandlers(bookingDependencies);
