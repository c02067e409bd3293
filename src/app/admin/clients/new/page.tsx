import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';

import { ClientForm } from '@/components/admin/clients/client-form';
import { NoAccess } from '@/components/admin/no-access';
import { oneParam } from '@/lib/admin/query-params';
import { loadNewClient } from '@/server/admin/clients/load-clients';
import { adminFor } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'New Client' };

export default async function NewClientPage({ searchParams }: PageProps<'/admin/clients/new'>) {
  if (!(await adminFor('enquiries'))) return <NoAccess />;
  const page = await loadNewClient(oneParam((await searchParams).enquiry));
  if (page.kind === 'exists') redirect(`/admin/clients/${page.clientId}`);
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">New Client</h1>
      {page.kind === 'no-enquiry' ? (
        <p className="mt-4">
          That enquiry is not here any more.{' '}
          <Link href="/admin/enquiries" className="text-primary underline">
            Open the enquiries
          </Link>{' '}
          or{' '}
          <Link href="/admin/clients/new" className="text-primary underline">
            add a client by hand
          </Link>
          .
        </p>
      ) : (
        <>
          <p className="mt-1 text-muted-foreground">
            {page.enquiry ? (
              <>
                From the{' '}
                <Link
                  href={`/admin/enquiries/${page.enquiry.id}`}
                  className="text-primary underline"
                >
                  enquiry from {page.enquiry.name}
                </Link>
                {page.quoteNumber ? ` and its accepted quote ${page.quoteNumber}` : ''}. Check what
                it filled in.
              </>
            ) : (
              'A client won outside the site’s enquiries.'
            )}
          </p>
          <ClientForm
            values={page.values}
            services={page.services}
            feeSource={page.quoteNumber ? `the accepted quote ${page.quoteNumber}` : null}
          />
        </>
      )}
    </div>
  );
}
