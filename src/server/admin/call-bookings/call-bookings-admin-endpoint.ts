import 'server-only';

import { bookingDependencies } from '../../composition/bindings';
import { createCallBookingsAdminApi } from './call-bookings-admin-api';

export const callBookingsAdminApi = createCallBookingsAdminApi(bookingDependencies);
