import type { Metadata } from 'next';

import { RedirectFiltersForm } from '@/components/admin/redirects/redirect-filters-form';
import { RedirectsAdmin } from '@/components/admin/redirects/redirects-admin';
import { NoAccess } from '@/components/admin/no-access';
import { Pagination } from '@/components/site/blog/pagination';
import { parseRedirectQuery, redirectQueryString } from '@/lib/admin/redirect-filters';
import { oneParam } from '@/lib/admin/query-params';
import { loadRedirects } from '@/server/admin/redirects/load-redirects';
import { adminFor } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'Redirects' };

export default async function RedirectsAdminPage({ searchParams }: PageProps<'/admin/redirects'>) {
  if (!(await adminFor('content'))) return <NoAccess />;
  const params = await searchParams;
  const query = parseRedirectQuery(params);
  const source = oneParam(params.source);
  const data = await loadRedirects(query);
  return (
    <RedirectsAdmin
      {...data}
      newSource={source?.startsWith('/') ? source.slice(0, 500) : null}
      filters={<RedirectFiltersForm query={query} />}
      filtered={Boolean(query.q || query.type)}
      pages={
        <Pagination
          page={Math.min(query.page, data.pageCount)}
          pageCount={data.pageCount}
          withSteps
          label="Redirect list pages"
          hrefFor={(n) => `/admin/redirects${redirectQueryString(query, n)}`}
        />
      }
    />
  );
}
