import { CITY_HOME_FILTERS, CITY_PAGE_FILTERS, type CityQuery } from '@/lib/admin/city-filters';

import { ListFiltersForm } from '../list/list-filters-form';

export function CityFiltersForm({ query, states }: { query: CityQuery; states: string[] }) {
  return (
    <ListFiltersForm
      action="/admin/cities"
      name="Cities"
      search={{ label: 'Search cities', placeholder: 'Name, state or slug...', value: query.q }}
      selects={[
        {
          name: 'state',
          label: 'State',
          all: 'All states',
          value: query.state,
          options: states.map((state) => [state, state]),
        },
        {
          name: 'home',
          label: 'Home page',
          all: 'Featured or not',
          value: query.home,
          options: Object.entries(CITY_HOME_FILTERS),
        },
        {
          name: 'pages',
          label: 'Pages',
          all: 'Any pages',
          value: query.pages,
          options: Object.entries(CITY_PAGE_FILTERS),
        },
      ]}
    />
  );
}
