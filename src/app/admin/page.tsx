import { Inbox } from 'lucide-react';
import type { Metadata } from 'next';

import { EmailTemplateDialog } from '@/components/admin/email-template-dialog';
import { EnquiryTable } from '@/components/admin/enquiries/enquiry-table';
import { ExportCsvButton } from '@/components/admin/export-csv-button';
import { SubmissionFilters } from '@/components/admin/submission-filters';
import { Pagination } from '@/components/site/blog/pagination';
import {
  filtersQuery,
  hasActiveFilters,
  parseSubmissionFilters,
} from '@/lib/admin/submission-filters';
import { canUse } from '@/lib/admin/roles';
import { countOf } from '@/lib/utils';
import { loadDashboard } from '@/server/admin/overview/load-dashboard';
import { loadAttention } from '@/server/admin/overview/load-attention';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';
import { AttentionPanel } from '@/components/admin/overview/attention-panel';

export const metadata: Metadata = { title: 'Admin Dashboard' };

// Every role starts here: what needs its attention first, then for the enquiries' roles the
// spec's dashboard of enquiries (its heading, filters and table), so sign-in opens one screen.
export default async function AdminDashboardPage({ searchParams }: PageProps<'/admin'>) {
  const signedIn = await adminFor('account');
  if (!signedIn) return <NoAccess />;
  const attention = await loadAttention(signedIn.user.role);
  if (!canUse(signedIn.user.role, 'enquiries')) {
    return (
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
        <p className="mt-1 text-muted-foreground">What needs your attention today</p>
        <AttentionPanel items={attention} />
      </div>
    );
  }
  const filters = parseSubmissionFilters(await searchParams);
  const { submissions, total, pageCount, templates, services } = await loadDashboard(filters);
  const query = filtersQuery(filters, { page: 1 });

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
          <p className="mt-1 text-muted-foreground">Manage form submissions and email templates</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportCsvButton query={query} count={total} />
          <EmailTemplateDialog templates={templates} />
        </div>
      </div>

      <AttentionPanel items={attention} />

      <div className="mt-8 rounded-lg border border-border bg-card p-4">
        <SubmissionFilters filters={filters} services={services} />
      </div>

      <p className="mt-6 text-sm font-medium" role="status">
        {countOf(total, 'submission')} found
      </p>

      {submissions.length === 0 ? (
        <div className="mt-6 rounded-lg border border-border bg-card p-12 text-center">
          <Inbox className="mx-auto h-10 w-10 text-muted-foreground" aria-hidden />
          <h2 className="mt-4 text-lg font-semibold">No submissions found</h2>
          <p className="mt-1 text-muted-foreground">
            {hasActiveFilters(filters)
              ? 'Try adjusting your filters to see more results'
              : 'When visitors submit the contact form, they will appear here'}
          </p>
        </div>
      ) : (
        <EnquiryTable enquiries={submissions} services={services} />
      )}
      <Pagination
        page={filters.page}
        pageCount={pageCount}
        withSteps
        label="Enquiry pages"
        hrefFor={(n) => `/admin${filtersQuery(filters, { page: n })}`}
      />
    </div>
  );
}
