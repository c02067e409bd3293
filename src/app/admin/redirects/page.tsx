import type { Metadata } from 'next';

import { RedirectsAdmin } from '@/components/admin/redirects/redirects-admin';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';
import { loadRedirects } from '@/server/admin/redirects/load-redirects';

export const metadata: Metadata = { title: 'Redirects' };

export default async function RedirectsAdminPage({ searchParams }: PageProps<'/admin/redirects'>) {
  if (!(await adminFor('content'))) return <NoAccess />;
  const { source } = await searchParams;
  const { redirects, automatic } = await loadRedirects();
  return (
    <RedirectsAdmin
      redirects={redirects}
      automatic={automatic}
      newSource={typeof source === 'string' && source.startsWith('/') ? source.slice(0, 500) : null}
    />
  );
}
