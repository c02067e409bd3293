'use client';

import { Plus } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';

import { buttonClasses } from '@/components/ui/button';
import type { ServiceListItem } from '@/server/queries/services-admin';
import { countOf } from '@/lib/utils';

import { AdminEmptyState, AdminTable } from '../admin-table-head';
import { RowActions } from '../row-actions';
import { useMoveToTrash } from '../trash/use-move-to-trash';

const layoutNames: Record<string, string> = { detailed: 'Detailed', overview: 'Overview' };

/** Every service, with a link to edit it and a delete that asks first. */
export function ServicesAdmin({ services }: { services: ServiceListItem[] }) {
  const router = useRouter();

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
        <AdminTable
          caption="Services, in the order menus show them"
          columns={['Service', 'Slug', 'Layout', 'City pages']}
        >
          {services.map((service) => (
            <tr key={service.id} className="bg-card">
              <th scope="row" className="px-4 py-3 font-medium">
                {service.name}
              </th>
              <td className="px-4 py-3 font-mono text-xs">{service.slug}</td>
              <td className="px-4 py-3">{layoutNames[service.layout] ?? service.layout}</td>
              <td className="px-4 py-3 tabular-nums">{service.cityPages}</td>
              <td className="px-4 py-3">
                <RowActions
                  name={service.name}
                  onEdit={() => router.push(`/admin/services/${service.id}`)}
                  deleteQuestion={`Are you sure you want to delete ${service.name}? Its page and its ${service.cityPages} city pages are deleted with it, and their URLs answer 404.`}
                  onDelete={() => void remove(service)}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <p className="mt-4 text-sm text-muted-foreground">
        Total {countOf(services.length, 'service')}
      </p>
    </div>
  );
}
