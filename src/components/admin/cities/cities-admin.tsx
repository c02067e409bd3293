'use client';

import { Plus, Upload } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import type { CitiesAdminData } from '@/server/admin/cities/load-cities';
import type { CityRecord } from '@/server/queries/cities';
import { CITIES_PAGE_SIZE } from '@/lib/admin/city-filters';
import { countOf } from '@/lib/utils';
import type { ListDefinition } from '@/lib/admin/list-view';

import { RowActions } from '../row-actions';
import { CityForm } from './city-form';
import { CityImport } from './city-import';
import { CityPageTemplate } from './city-page-template';
import { CityPageGrid } from './city-page-grid';
import { AdminEmptyState } from '../admin-table-head';
import { SelectableList, SelectableName } from '../list/selectable-list';
import { useAdminList } from '../list/use-admin-list';
import { useMoveToTrash } from '../trash/use-move-to-trash';

type Mode =
  | { kind: 'closed' }
  | { kind: 'create' }
  | { kind: 'import' }
  | { kind: 'template' }
  | { kind: 'edit'; city: CityRecord };

// Searched, filtered and paged on the server (app/admin/cities/page.tsx); the list here keeps the
// selection of the rows shown.
const cityList: ListDefinition<CityRecord> = {
  searchText: (city) => city.name,
  pageSize: CITIES_PAGE_SIZE,
};

export function CitiesAdmin({
  cities,
  services,
  cells,
  total,
  featured,
  filtered,
  filters,
  pages,
  longestCity,
  brands,
}: CitiesAdminData & {
  /** Whether a search or filter is on: the count then says how many were found. */
  filtered: boolean;
  filters: ReactNode;
  pages: ReactNode;
}) {
  const router = useRouter();
  const [mode, setMode] = useState<Mode>({ kind: 'closed' });
  const list = useAdminList(cities, cityList, (city) => city.id);

  const moveToTrash = useMoveToTrash();
  const remove = async (city: CityRecord) => {
    await moveToTrash({
      url: `/api/admin/cities/${city.id}`,
      deleted: `${city.name} deleted.`,
      failed: 'Failed to delete the city',
    });
    if (mode.kind === 'edit' && mode.city.id === city.id) setMode({ kind: 'closed' });
  };

  const stored = (city: CityRecord) =>
    Object.values(cells[city.slug] ?? {}).filter((c) => c.state !== 'fallback').length;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Cities</h1>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="outline"
            onClick={() => setMode({ kind: 'import' })}
            disabled={mode.kind === 'import'}
          >
            <Upload className="h-4 w-4" aria-hidden />
            Import Cities
          </Button>
          <Button onClick={() => setMode({ kind: 'create' })} disabled={mode.kind === 'create'}>
            <Plus className="h-4 w-4" aria-hidden />
            Add City
          </Button>
        </div>
      </div>

      {mode.kind === 'import' ? <CityImport onClose={() => setMode({ kind: 'closed' })} /> : null}
      {mode.kind === 'create' || mode.kind === 'edit' ? (
        <CityForm
          key={mode.kind === 'edit' ? mode.city.id : 'new'}
          city={mode.kind === 'edit' ? mode.city : null}
          featuredElsewhere={featured.filter(
            (city) => mode.kind !== 'edit' || city.id !== mode.city.id,
          )}
          onDone={() => {
            setMode({ kind: 'closed' });
            router.refresh();
          }}
          onCancel={() => setMode({ kind: 'closed' })}
        />
      ) : null}

      {filters}
      <p className="mt-6 text-sm font-medium" role="status">
        {filtered
          ? `${countOf(total, 'city', 'cities')} found`
          : `Total ${countOf(total, 'city', 'cities')}`}
      </p>
      {total === 0 && !filtered ? (
        <AdminEmptyState>No cities yet. Add the first one.</AdminEmptyState>
      ) : cities.length === 0 ? null : (
        <SelectableList
          serverPaged
          list={list}
          noun={['city', 'cities']}
          urlOf={(city) => `/api/admin/cities/${city.id}`}
          nameOf={(city) => city.name}
          onDeleted={(deleted) => {
            if (mode.kind === 'edit' && deleted.some((city) => city.id === mode.city.id))
              setMode({ kind: 'closed' });
          }}
          caption="Cities, by name"
          columns={['City', 'State', 'Slug', 'Home page', 'Pages']}
        >
          {(rows) =>
            rows.map((city) => (
              <tr key={city.id} className="bg-card">
                <th scope="row" className="px-4 py-3 font-medium">
                  <SelectableName list={list} row={city} name={city.name} />
                </th>
                <td className="px-4 py-3">{city.state}</td>
                <td className="px-4 py-3 font-mono text-xs">{city.slug}</td>
                <td className="px-4 py-3">{city.featured ? 'Featured' : '-'}</td>
                <td className="px-4 py-3 tabular-nums">
                  {stored(city)} of {services.length}
                </td>
                <td className="px-4 py-3">
                  <RowActions
                    name={city.name}
                    onEdit={() => {
                      setMode({ kind: 'edit', city });
                      window.scrollTo({ top: 0, behavior: 'smooth' });
                    }}
                    deleteQuestion={`Are you sure you want to delete ${city.name}? Its ${stored(city)} stored pages are deleted with it.`}
                    onDelete={() => void remove(city)}
                  />
                </td>
              </tr>
            ))
          }
        </SelectableList>
      )}
      {pages}

      <CityPageGrid cities={cities} services={services} cells={cells}>
        {mode.kind === 'template' ? (
          <CityPageTemplate
            services={services}
            longestCity={longestCity}
            brands={brands}
            onClose={() => setMode({ kind: 'closed' })}
          />
        ) : (
          <Button variant="outline" className="mt-4" onClick={() => setMode({ kind: 'template' })}>
            Fill Pages from a Template
          </Button>
        )}
      </CityPageGrid>
    </div>
  );
}
