import {
  REDIRECT_SORTS,
  REDIRECT_TYPE_FILTERS,
  type RedirectQuery,
} from '@/lib/admin/redirect-filters';

import { ListFiltersForm } from '../list/list-filters-form';

const { source: bySource, ...otherSorts } = REDIRECT_SORTS;

export function RedirectFiltersForm({ query }: { query: RedirectQuery }) {
  return (
    <ListFiltersForm
      action="/admin/redirects"
      name="Redirects"
      search={{
        label: 'Search redirects',
        placeholder: 'Source, target or note...',
        value: query.q,
      }}
      selects={[
        {
          name: 'type',
          label: 'Type',
          all: 'All types',
          value: query.type,
          options: Object.entries(REDIRECT_TYPE_FILTERS),
        },
        {
          name: 'sort',
          label: 'Sort',
          all: bySource,
          value: query.sort,
          options: Object.entries(otherSorts),
        },
      ]}
    />
  );
}
