import 'server-only';

import { quoteProblems } from '@/lib/quotes/quote-problems';
import { quoteAnswerSchema } from '@/lib/validation/quote';

import { quoteDependencies } from './bindings';
import { clientAddress } from '../http/client-address';
import { publicIntake } from '../http/public-intake';
import { quoteByToken } from '../queries/quotes';
import { answerQuote, type QuoteDependencies } from '../quotes/quote-actions';

// POST /api/quotes/{token}: the client's answer from the quote's page, a plain form (no JavaScript
// needed), answered by a 303 back to the page, which says what was recorded or what was wrong.

export const QUOTE_ANSWERS_PER_HOUR = 20;

const pageOf = (token: string) => `/quote/${token}`;

export function createQuoteAnswerHandler(deps: QuoteDependencies) {
  return publicIntake<typeof quoteAnswerSchema, 'expired' | 'closed' | 'gone', [token: string]>(
    {
      name: 'quote',
      db: deps.db,
      rateLimit: { limit: QUOTE_ANSWERS_PER_HOUR, windowSeconds: 60 * 60 },
      schema: quoteAnswerSchema,
      fieldsOf: (form) => Object.fromEntries(form),
      messages: quoteProblems,
      // An unknown quote's page says so itself.
      problemLocation: (problem, { args: [token] }) =>
        problem === 'gone' ? pageOf(token) : `${pageOf(token)}?problem=${problem}#answer`,
    },
    async (form, { request, args: [token] }) => {
      const quote = await quoteByToken(deps.db, token);
      if (!quote) return { ok: false, status: 404, problem: 'gone' };
      const result = await answerQuote(deps, quote, form, {
        ipAddress: clientAddress(request.headers),
        userAgent: (request.headers.get('user-agent') ?? '').slice(0, 300),
      });
      return result === 'recorded'
        ? { ok: true, location: pageOf(token) }
        : { ok: false, status: 409, problem: result };
    },
  );
}

export const handleQuoteAnswer = createQuoteAnswerHandler(quoteDependencies);
