import 'server-only';

import { bookingDependencies } from '../../composition/bindings';
import { createCallsAdminApi } from './calls-admin-api';

export const callsAdminApi = createCallsAdminApi(bookingDependencies);
