import 'server-only';

import { getDb } from '../db/client';
import { quoteByToken } from '../queries/quotes';

/** The quote at its token for its page; null when unknown. Read on each request. */
export const loadQuotePage = (token: string) => quoteByToken(getDb(), token);
