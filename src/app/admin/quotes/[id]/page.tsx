import type { Metadata } from 'next';
import Link from 'next/link';

import { NoAccess } from '@/components/admin/no-access';
import { QuoteEditor } from '@/components/admin/quotes/quote-editor';
import { SendQuoteButton } from '@/components/admin/quotes/send-quote-button';
import { formatPaise } from '@/lib/quotes/quote-totals';
import { formatLongDateTime } from '@/lib/dates';
import { loadQuote } from '@/server/admin/quotes/load-quote-editor';
import { adminFor } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'Quote' };

const statusText = {
  draft: 'Draft: not sent yet',
  sent: 'Sent, waiting for the client',
  accepted: 'Accepted',
  declined: 'Declined',
} as const;

export default async function QuotePage({ params }: PageProps<'/admin/quotes/[id]'>) {
  const admin = await adminFor('enquiries');
  if (!admin) return <NoAccess />;
  const page = await loadQuote((await params).id);
  if (!page) return <h1 className="text-3xl font-bold tracking-tight">Quote not found</h1>;
  const { quote, enquiry } = page;
  const answer = quote.answer;
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Quote {quote.number}</h1>
      <div className="mt-2 space-y-1 text-sm text-muted-foreground">
        <p>
          For the{' '}
          <Link href={`/admin/enquiries/${enquiry.id}`} className="text-primary underline">
            enquiry from {enquiry.name}
          </Link>
          . Version {quote.version}, {formatPaise(quote.totalPaise)} with GST.
        </p>
        <p role="status">
          {statusText[quote.status]}
          {answer && quote.answeredAt
            ? ` on ${formatLongDateTime(quote.answeredAt)}${answer.name ? ` by ${answer.name}` : ''}${answer.reason ? `: ${answer.reason}` : ''} (from ${answer.ipAddress})`
            : ''}
          .{' '}
          <a href={quote.path} target="_blank" rel="noopener" className="text-primary underline">
            Open the client’s page
          </a>
        </p>
        {page.versions.length ? (
          <p>
            Sent before:{' '}
            {page.versions
              .map(
                (v) =>
                  `version ${v.version} (${formatPaise(v.totalPaise)}${v.sentAt ? `, ${formatLongDateTime(v.sentAt)}` : ''})`,
              )
              .join('; ')}
            .
          </p>
        ) : null}
      </div>
      {quote.status === 'draft' ? (
        <div className="mt-4">
          <SendQuoteButton id={quote.id} email={page.email} />
        </div>
      ) : null}
      {quote.status === 'accepted' || quote.status === 'declined' ? null : (
        <QuoteEditor
          quoteId={quote.id}
          enquiryId={enquiry.id}
          values={page.values}
          plans={page.plans}
          supplierState={page.supplierState}
        />
      )}
    </div>
  );
}
