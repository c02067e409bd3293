import 'server-only';

import { quoteSchema } from '@/lib/validation/quote';

import type { DB } from '../../db/schema';
import { getEnquiry } from '../../queries/enquiries';
import { createQuote, updateQuote } from '../../queries/quote-writes';
import { quoteById, quotesOfEnquiry } from '../../queries/quotes';
import { quoteContentOf } from '../../quotes/quote-content';
import { sendQuote, type QuoteDependencies } from '../../quotes/quote-actions';
import { createAdminGate, json, readOnly } from '../admin-gate';

// Quotes from an enquiry: built, edited (a sent one keeps its version), and sent to the client.
// Sales may do all of it.

const noQuote = () => json(404, { error: 'Quote not found' });

export function createQuotesAdminApi(deps: QuoteDependencies) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'enquiries');
  const quoteTitle = async ({ id }: { id: string }) => {
    const quote = await quoteById(db, id);
    return quote && { title: `Quote ${quote.number} for ${quote.content.clientName}` };
  };

  const listForEnquiry = guarded(readOnly, async (_request, { id }: { id: string }) => {
    if (!(await getEnquiry(db, id))) return json(404, { error: 'Enquiry not found' });
    const quotes = await quotesOfEnquiry(db, id);
    return json(200, {
      quotes: quotes.map((q) => ({
        id: q.id,
        number: q.number,
        version: q.version,
        status: q.status,
        totalPaise: q.totalPaise,
        path: `/quote/${q.token}`,
      })),
    });
  });

  const create = guarded(
    { schema: quoteSchema, audit: { result: quoteResult(db) } },
    async (_request, { id }: { id: string }, actor, data) => {
      if (!(await getEnquiry(db, id))) return json(404, { error: 'Enquiry not found' });
      const quoteId = await createQuote(
        db,
        id,
        await quoteContentOf(db, data),
        actor.user.name,
        deps.now?.(),
      );
      return json(201, { id: quoteId });
    },
  );

  const update = guarded(
    { schema: quoteSchema, audit: { before: quoteTitle } },
    async (_request, { id }: { id: string }, _actor, data) => {
      const saved = await updateQuote(db, id, await quoteContentOf(db, data));
      if (saved === 'gone') return noQuote();
      if (saved === 'answered')
        return json(409, { error: 'The client has answered this quote: it can no longer change.' });
      return json(200, { id });
    },
  );

  const send = guarded(
    { audit: { before: quoteTitle, action: 'sent' } },
    async (_request, { id }: { id: string }, actor) => {
      const sent = await sendQuote(deps, id, actor.user.name);
      if (sent === 'gone') return noQuote();
      if (sent === 'not-draft')
        return json(409, {
          error: 'This version was sent already. Edit the quote to send a new one.',
        });
      return json(200, { id });
    },
  );

  return { listForEnquiry, create, update, send };
}

const quoteResult = (db: DB) => async (answer: Record<string, unknown>) => {
  const quote = typeof answer.id === 'string' ? await quoteById(db, answer.id) : null;
  return quote && `Quote ${quote.number} for ${quote.content.clientName}`;
};
