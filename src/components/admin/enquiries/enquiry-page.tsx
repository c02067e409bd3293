'use client';

import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';

import { formatLongDateTime } from '@/lib/dates';
import type { Enquiry } from '@/server/queries/enquiries';

import { DeleteEnquiryButton } from './enquiry-actions';
import { EnquiryDetails } from './enquiry-details';

const back = (
  <Link href="/admin/enquiries" className="inline-flex items-center gap-1 text-sm hover:underline">
    <ArrowLeft className="h-4 w-4" aria-hidden />
    All enquiries
  </Link>
);

/** One enquiry on a page of its own; after a delete, back to the list. */
export function EnquiryPage({
  loaded,
}: {
  loaded: { enquiry: Enquiry; serviceName: string; canDelete: boolean } | null;
}) {
  const router = useRouter();
  if (!loaded)
    return (
      <div>
        {back}
        <h1 className="mt-4 text-3xl font-bold tracking-tight">Enquiry not found</h1>
        <p className="mt-1 text-muted-foreground">
          It may have been deleted: look in the trash, or search the enquiries.
        </p>
      </div>
    );
  const { enquiry } = loaded;
  return (
    <div className="max-w-3xl">
      {back}
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Enquiry from {enquiry.name}</h1>
          <p className="mt-1 text-muted-foreground">
            Submitted on {formatLongDateTime(enquiry.createdAt)}
          </p>
        </div>
        {loaded.canDelete ? (
          <DeleteEnquiryButton
            enquiry={enquiry}
            label="Delete this enquiry"
            done={() => router.push('/admin/enquiries')}
          />
        ) : null}
      </div>
      {/* The details' sections keep their own top margin, as in the dialog, and their h3
          headings, under this h2 as under the dialog's title. */}
      <h2 className="sr-only">Details</h2>
      <div className="mt-6 rounded-lg border border-border bg-card px-6 pb-6">
        <EnquiryDetails enquiry={enquiry} serviceName={loaded.serviceName} />
      </div>
    </div>
  );
}
