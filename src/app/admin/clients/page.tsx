import type { Metadata } from 'next';
import Link from 'next/link';

import { AuditScheduleForm } from '@/components/admin/clients/audit-schedule-form';
import { ClientsTable } from '@/components/admin/clients/clients-table';
import { NoAccess } from '@/components/admin/no-access';
import { canUse } from '@/lib/admin/roles';
import { loadClients } from '@/server/admin/clients/load-clients';
import { adminFor } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'Clients' };

export default async function ClientsPage() {
  const signedIn = await adminFor('enquiries');
  if (!signedIn) return <NoAccess />;
  const { clients, schedule } = await loadClients();
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Clients</h1>
        <Link
          href="/admin/clients/new"
          className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground"
        >
          Add Client
        </Link>
      </div>
      <p className="mt-1 text-muted-foreground">
        The businesses the agency works for. An enquiry marked won offers to make one, with the fee
        of its accepted quote.
      </p>
      <ClientsTable clients={clients} />
      <section aria-labelledby="audit-schedule-heading" className="mt-10">
        <h2 id="audit-schedule-heading" className="text-xl font-semibold">
          Monthly audits
        </h2>
        {canUse(signedIn.user.role, 'site') ? (
          <AuditScheduleForm values={schedule} />
        ) : (
          <p className="mt-2 text-sm text-muted-foreground">
            {`Each active client’s site is audited on day ${schedule.day} of the month.`}
          </p>
        )}
      </section>
    </div>
  );
}
