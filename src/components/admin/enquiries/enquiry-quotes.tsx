'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';

import { formatPaise } from '@/lib/quotes/quote-totals';

import { adminFetch } from '../admin-fetch';

type QuoteSummary = {
  id: string;
  number: string;
  version: number;
  status: 'draft' | 'sent' | 'accepted' | 'declined';
  totalPaise: number;
  path: string;
};

const statusText = { draft: 'draft', sent: 'sent', accepted: 'accepted', declined: 'declined' };

/** The enquiry's quotes, each opening in the quote screen, and a new one made from the enquiry. */
export function EnquiryQuotes({ id, version }: { id: string; version: number }) {
  const [quotes, setQuotes] = useState<QuoteSummary[] | null>(null);
  useEffect(() => {
    let live = true;
    adminFetch<{ quotes: QuoteSummary[] }>(`/api/admin/enquiries/${id}/quotes`, { method: 'GET' })
      .then((body) => live && setQuotes(body.quotes))
      .catch(() => live && setQuotes([]));
    return () => {
      live = false;
    };
  }, [id, version]);
  return (
    <section aria-labelledby={`quotes-${id}`} className="mt-6">
      <h3
        id={`quotes-${id}`}
        className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        Quotes
      </h3>
      {quotes?.length ? (
        <ul className="mt-2 space-y-1 text-sm">
          {quotes.map((quote) => (
            <li key={quote.id}>
              <Link href={`/admin/quotes/${quote.id}`} className="text-primary underline">
                {quote.number}
              </Link>{' '}
              {quote.version > 1 ? `version ${quote.version}, ` : ''}
              {statusText[quote.status]}, {formatPaise(quote.totalPaise)}
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        href={`/admin/quotes/new?enquiry=${id}`}
        className="mt-2 inline-block text-sm font-medium text-primary underline"
      >
        New Quote
      </Link>
    </section>
  );
}
