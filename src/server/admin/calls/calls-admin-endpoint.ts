import 'server-only';

import { bookingDependencies } from '../../bindings';
import { createCallsAdminApi } from './calls-admin-api';

export const callsAdminApi = createCallsAdminApi(bookingDependencies);
