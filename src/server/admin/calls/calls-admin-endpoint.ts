import 'server-only';

import { bookingDependencies } from '../../bookings/booking-endpoint';
import { createCallsAdminApi } from './calls-admin-api';

export const callsAdminApi = createCallsAdminApi(bookingDependencies);
