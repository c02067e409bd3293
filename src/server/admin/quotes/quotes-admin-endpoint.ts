import 'server-only';

import { quoteDependencies } from '../../quotes/quote-endpoint';
import { createQuotesAdminApi } from './quotes-admin-api';

export const quotesAdminApi = createQuotesAdminApi(quoteDependencies);
