import 'server-only';

import { quoteDependencies } from '../../bindings';
import { createQuotesAdminApi } from './quotes-admin-api';

export const quotesAdminApi = createQuotesAdminApi(quoteDependencies);
