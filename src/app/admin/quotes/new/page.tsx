import type { Metadata } from 'next';
import Link from 'next/link';

import { NoAccess } from '@/components/admin/no-access';
import { QuoteEditor } from '@/components/admin/quotes/quote-editor';
import { oneParam } from '@/lib/admin/query-params';
import { loadNewQuote } from '@/server/admin/quotes/load-quote-editor';
import { adminFor } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'New Quote' };

export default async function NewQuotePage({ searchParams }: PageProps<'/admin/quotes/new'>) {
  if (!(await adminFor('enquiries'))) return <NoAccess />;
  const enquiryId = oneParam((await searchParams).enquiry) ?? '';
  const page = await loadNewQuote(enquiryId);
  if (!page)
    return (
      <div>
        <h1 className="text-3xl font-bold tracking-tight">New Quote</h1>
        <p className="mt-4">
          A quote is made from an enquiry.{' '}
          <Link href="/admin/enquiries" className="text-primary underline">
            Open the enquiries
          </Link>{' '}
          and choose New Quote in one.
        </p>
      </div>
    );
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">New Quote</h1>
      <p className="mt-1 text-muted-foreground">
        For the{' '}
        <Link href={`/admin/enquiries/${page.enquiry.id}`} className="text-primary underline">
          enquiry from {page.enquiry.name}
        </Link>
        . It is saved as a draft: you send it from the next screen.
      </p>
      <QuoteEditor
        enquiryId={page.enquiry.id}
        values={page.values}
        plans={page.plans}
        supplierState={page.supplierState}
      />
    </div>
  );
}
