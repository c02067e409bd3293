import type { Metadata } from 'next';
import Link from 'next/link';

import { ClientAudits } from '@/components/admin/clients/client-audits';
import { ClientCaseStudies } from '@/components/admin/clients/client-case-studies';
import { ClientForm } from '@/components/admin/clients/client-form';
import { ClientHistory } from '@/components/admin/clients/client-history';
import { ClientReportPanel } from '@/components/admin/clients/client-report-panel';
import { ClientSearchImport } from '@/components/admin/clients/client-search-import';
import { ClientSearchMonths } from '@/components/admin/clients/client-search-months';
import { ClientStatusForm } from '@/components/admin/clients/client-status-form';
import { ClientWorkLog } from '@/components/admin/clients/client-work-log';
import { NoAccess } from '@/components/admin/no-access';
import { StatusBadge } from '@/components/admin/status-badge';
import { canUse } from '@/lib/admin/roles';
import { formatLongDate } from '@/lib/dates';
import { indiaDateOf } from '@/lib/india-time';
import { clientStatusLabels } from '@/lib/validation/client';
import { loadClient } from '@/server/admin/clients/load-clients';
import { adminFor } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'Client' };

export default async function ClientPage({ params }: PageProps<'/admin/clients/[id]'>) {
  const signedIn = await adminFor('enquiries');
  if (!signedIn) return <NoAccess />;
  const page = await loadClient((await params).id);
  if (!page) return <h1 className="text-3xl font-bold tracking-tight">Client not found</h1>;
  const { client } = page;
  const today = indiaDateOf(new Date());
  return (
    <div>
      <p className="text-sm">
        <Link href="/admin/clients" className="text-primary underline">
          All clients
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{client.name}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <StatusBadge status={client.status} label={clientStatusLabels[client.status]} />
        <span>since {formatLongDate(client.statusOn)}</span>
        {page.enquiry ? (
          <span>
            · won from the{' '}
            <Link href={`/admin/enquiries/${page.enquiry.id}`} className="text-primary underline">
              enquiry from {page.enquiry.name}
            </Link>
          </span>
        ) : null}
      </p>
      <ClientForm id={client.id} values={page.values} services={page.services} />
      <section aria-labelledby="client-status-heading" className="mt-10">
        <h2 id="client-status-heading" className="text-xl font-semibold">
          Pause, resume or end the work
        </h2>
        <ClientStatusForm
          key={`${client.status}-${client.statusOn}`}
          id={client.id}
          name={client.name}
          status={client.status}
          today={today}
        />
      </section>
      <section aria-labelledby="client-report-heading" className="mt-10">
        <h2 id="client-report-heading" className="text-xl font-semibold">
          The client’s report
        </h2>
        <ClientReportPanel
          id={client.id}
          name={client.name}
          url={page.reportUrl}
          stoppedAt={client.reportMailStoppedAt}
          canReplace={canUse(signedIn.user.role, 'site')}
        />
      </section>
      <section aria-labelledby="client-case-studies-heading" className="mt-10">
        <h2 id="client-case-studies-heading" className="text-xl font-semibold">
          Case studies
        </h2>
        <ClientCaseStudies
          studies={page.caseStudies}
          named={client.namedConsent.trim() !== ''}
          canWrite={canUse(signedIn.user.role, 'content')}
        />
      </section>
      <section aria-labelledby="client-work-heading" className="mt-10">
        <h2 id="client-work-heading" className="text-xl font-semibold">
          Work log
        </h2>
        <ClientWorkLog id={client.id} entries={page.work} today={today} />
      </section>
      <section aria-labelledby="client-audits-heading" className="mt-10">
        <h2 id="client-audits-heading" className="text-xl font-semibold">
          Monthly audits
        </h2>
        <ClientAudits audits={page.audits} day={page.auditDay} />
      </section>
      <section aria-labelledby="client-search-heading" className="mt-10">
        <h2 id="client-search-heading" className="text-xl font-semibold">
          Search Console
        </h2>
        <ClientSearchMonths months={page.search} />
        <ClientSearchImport id={client.id} host={new URL(client.website).hostname} />
      </section>
      <section aria-labelledby="client-history-heading" className="mt-10">
        <h2 id="client-history-heading" className="text-xl font-semibold">
          History
        </h2>
        <ClientHistory events={page.events} />
      </section>
    </div>
  );
}
