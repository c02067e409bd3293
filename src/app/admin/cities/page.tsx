import type { Metadata } from 'next';

import { CitiesAdmin } from '@/components/admin/cities/cities-admin';
import { CityFiltersForm } from '@/components/admin/cities/city-filters-form';
import { NoAccess } from '@/components/admin/no-access';
import { Pagination } from '@/components/site/blog/pagination';
import { cityQueryString, parseCityQuery } from '@/lib/admin/city-filters';
import { loadCities } from '@/server/admin/cities/load-cities';
import { adminFor } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'Cities' };

export default async function CitiesAdminPage({ searchParams }: PageProps<'/admin/cities'>) {
  if (!(await adminFor('content'))) return <NoAccess />;
  const query = parseCityQuery(await searchParams);
  const data = await loadCities(query);
  const filtered = Boolean(query.q || query.state || query.home || query.pages);
  return (
    <CitiesAdmin
      {...data}
      filters={<CityFiltersForm query={query} states={data.states} />}
      filtered={filtered}
      pages={
        <Pagination
          page={Math.min(query.page, data.pageCount)}
          pageCount={data.pageCount}
          withSteps
          label="City list pages"
          hrefFor={(n) => `/admin/cities${cityQueryString(query, n)}`}
        />
      }
    />
  );
}
