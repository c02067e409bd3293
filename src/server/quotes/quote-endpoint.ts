import 'server-only';

import { quoteAnswerSchema } from '@/lib/validation/quote';

import { BodyTooLargeError, readLimitedText } from '../contact/read-body';
import { getDb } from '../db/client';
import { env } from '../env';
import { clientAddress, clientAddressKey } from '../http/client-address';
import { logger } from '../logger';
import { deliverMailSoon, notifyTo } from '../mail/mailer';
import { quoteByToken } from '../queries/quotes';
import { hitRateLimit } from '../rate-limit/rate-limit';
import { answerQuote, type QuoteDependencies } from './quote-actions';

// POST /api/quotes/{token}: the client's answer from the quote's page, a plain form (no JavaScript
// needed), answered by a 303 back to the page, which says what was recorded or what was wrong.

export const quoteDependencies: QuoteDependencies = {
  db: getDb(),
  siteUrl: env.SITE_URL,
  notifyTo,
  onQueued: () => void deliverMailSoon(),
};

export function createQuoteAnswerHandler(deps: QuoteDependencies) {
  return async (request: Request, token: string): Promise<Response> => {
    const page = `/quote/${token}`;
    const see = (query: string) =>
      new Response(null, {
        status: 303,
        headers: { Location: `${page}${query}`, 'Cache-Control': 'no-store' },
      });
    try {
      const quote = await quoteByToken(deps.db, token);
      if (!quote) return see('');
      const limit = await hitRateLimit(deps.db, `quote:${clientAddressKey(request.headers)}`, {
        limit: 20,
        windowSeconds: 60 * 60,
      });
      if (!limit.allowed) return see('?problem=limit#answer');
      let text: string;
      try {
        text = await readLimitedText(request);
      } catch (error) {
        if (error instanceof BodyTooLargeError) return see('?problem=invalid#answer');
        throw error;
      }
      const parsed = quoteAnswerSchema.safeParse(Object.fromEntries(new URLSearchParams(text)));
      if (!parsed.success) return see('?problem=invalid#answer');
      const result = await answerQuote(deps, quote, parsed.data, {
        ipAddress: clientAddress(request.headers),
        userAgent: (request.headers.get('user-agent') ?? '').slice(0, 300),
      });
      return see(result === 'recorded' ? '' : `?problem=${result}#answer`);
    } catch (error) {
      logger.error({ err: error }, 'a quote answer could not be recorded');
      return see('?problem=unavailable#answer');
    }
  };
}

export const handleQuoteAnswer = createQuoteAnswerHandler(quoteDependencies);

/** The quote at its token for its page; null when unknown. */
export const loadQuotePage = (token: string) => quoteByToken(getDb(), token);
