'use client';

import { Plus } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';

import { buttonClasses } from '@/components/ui/button';
import type { ListDefinition } from '@/lib/admin/list-view';
import type { ServiceListItem } from '@/server/queries/services-admin';
import { countOf } from '@/lib/utils';

import { AdminEmptyState } from '../admin-table-head';
import { SelectableList, SelectableName } from '../list/selectable-list';
import { useAdminList } from '../list/use-admin-list';
import { RowActions } from '../row-actions';
import { useMoveToTrash } from '../trash/use-move-to-trash';

const layoutNames: Record<string, string> = { detailed: 'Detailed', overview: 'Overview' };

const serviceList: ListDefinition<ServiceListItem> = {
  searchText: (service) => `${service.name} ${service.slug}`,
  filters: [
    {
      key: 'layout',
      label: 'Layout',
      options: Object.entries(layoutNames).map(([value, label]) => ({ value, label })),
      matches: (service, layout) => service.layout === layout,
    },
  ],
  sorts: [
    { key: 'name', label: 'Name, A to Z', value: (service) => service.name },
    {
      key: 'city-pages',
      label: 'Most city pages first',
      value: (service) => service.cityPages,
      descending: true,
    },
  ],
};

/** Every service, searched and filtered, with a link to edit it and deletes that ask first. */
export function ServicesAdmin({ services }: { services: ServiceListItem[] }) {
  const router = useRouter();
  const list = useAdminList(services, serviceList, (service) => service.id);

  const moveToTrash = useMoveToTrash();
  const remove = (service: ServiceListItem) =>
    moveToTrash({
      url: `/api/admin/services/${service.id}`,
      deleted: `${service.name} deleted.`,
      failed: 'Failed to delete the service',
    });

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Services</h1>
        <Link href="/admin/services/new" className={buttonClasses('primary', 'md')}>
          <Plus className="h-4 w-4" aria-hidden />
          Add Service
        </Link>
      </div>
      {services.length === 0 ? (
        <AdminEmptyState>No services yet. Add the first one.</AdminEmptyState>
      ) : (
        <SelectableList
          list={list}
          noun={['service', 'services']}
          urlOf={(service) => `/api/admin/services/${service.id}`}
          nameOf={(service) => service.name}
          caption="Services, in the order menus show them"
          columns={['Service', 'Slug', 'Layout', 'City pages']}
        >
          {(rows) =>
            rows.map((service) => (
              <tr key={service.id} className="bg-card">
                <th scope="row" className="px-4 py-3 font-medium">
                  <SelectableName list={list} row={service} name={service.name} />
                </th>
                <td className="px-4 py-3 font-mono text-xs">{service.slug}</td>
                <td className="px-4 py-3">{layoutNames[service.layout] ?? service.layout}</td>
                <td className="px-4 py-3 tabular-nums">{service.cityPages}</td>
                <td className="px-4 py-3">
                  <RowActions
                    name={service.name}
                    onEdit={() => router.push(`/admin/services/${service.id}`)}
                    deleteQuestion={`Are you sure you want to delete ${service.name}? Its page and its ${service.cityPages} city pages go to the trash with it, and their URLs answer 404 until it is restored.`}
                    onDelete={() => void remove(service)}
                  />
                </td>
              </tr>
            ))
          }
        </SelectableList>
      )}
      <p className="mt-4 text-sm text-muted-foreground">
        Total {countOf(services.length, 'service')}
      </p>
    </div>
  );
}
