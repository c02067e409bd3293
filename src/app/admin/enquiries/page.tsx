import { Inbox } from 'lucide-react';
import type { Metadata } from 'next';

import { EmailTemplateDialog } from '@/components/admin/enquiries/email-template-dialog';
import { EnquiryFilterBar } from '@/components/admin/enquiries/enquiry-filters';
import { EnquiryTable } from '@/components/admin/enquiries/enquiry-table';
import { ExportCsvButton } from '@/components/admin/enquiries/export-csv-button';
import { NoAccess } from '@/components/admin/no-access';
import { Pagination } from '@/components/site/blog/pagination';
import { filtersQuery, hasActiveFilters, parseEnquiryFilters } from '@/lib/admin/enquiry-filters';
import { countOf } from '@/lib/utils';
import { loadEnquiries } from '@/server/admin/enquiries/load-enquiries';
import { adminFor } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'Enquiries' };

// The spec's submissions dashboard (its filters, count, table and texts) as a screen of its own.
export default async function EnquiriesPage({ searchParams }: PageProps<'/admin/enquiries'>) {
  const signedIn = await adminFor('enquiries');
  if (!signedIn) return <NoAccess />;
  const filters = parseEnquiryFilters(await searchParams);
  const { enquiries, total, pageCount, templates, services, canDelete } = await loadEnquiries(
    filters,
    signedIn.user.role,
  );
  const query = filtersQuery(filters, { page: 1 });

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Enquiries</h1>
          <p className="mt-1 text-muted-foreground">Manage form submissions and email templates</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportCsvButton query={query} count={total} />
          <EmailTemplateDialog templates={templates} />
        </div>
      </div>

      <div className="mt-8 rounded-lg border border-border bg-card p-4">
        <EnquiryFilterBar filters={filters} services={services} />
      </div>

      <p className="mt-6 text-sm font-medium" role="status">
        {countOf(total, 'submission')} found
      </p>

      <EnquiryTable
        enquiries={enquiries}
        services={services}
        canDelete={canDelete}
        empty={
          <div className="mt-6 rounded-lg border border-border bg-card p-12 text-center">
            <Inbox className="mx-auto h-10 w-10 text-muted-foreground" aria-hidden />
            <h2 className="mt-4 text-lg font-semibold">No submissions found</h2>
            <p className="mt-1 text-muted-foreground">
              {hasActiveFilters(filters)
                ? 'Try adjusting your filters to see more results'
                : 'When visitors submit the contact form, they will appear here'}
            </p>
          </div>
        }
      />
      <Pagination
        page={filters.page}
        pageCount={pageCount}
        withSteps
        label="Enquiry pages"
        hrefFor={(n) => `/admin/enquiries${filtersQuery(filters, { page: n })}`}
      />
    </div>
  );
}
