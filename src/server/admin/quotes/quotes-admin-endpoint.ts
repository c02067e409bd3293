import 'server-only';

import { quoteDependencies } from '../../composition/bindings';
import { createQuotesAdminApi } from './quotes-admin-api';

export const quotesAdminApi = createQuotesAdminApi(quoteDependencies);
