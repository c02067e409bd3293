import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';

import { CityPageForm } from '@/components/admin/cities/city-page-form';
import { loadCityPageEditor } from '@/server/admin/cities/load-cities';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';

export const metadata: Metadata = { title: 'City Page' };

export default async function CityPageEditor({
  params,
}: PageProps<'/admin/cities/[id]/[service]'>) {
  if (!(await adminFor('content'))) return <NoAccess />;
  const { id, service } = await params;
  const data = await loadCityPageEditor(id, service);
  return (
    <div>
      <Link href="/admin/cities" className="inline-flex items-center gap-2 text-sm text-primary">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        All cities
      </Link>
      {data ? (
        <>
          <h1 className="mt-4 text-3xl font-bold tracking-tight">
            {data.service.name} in {data.city.name}
          </h1>
          <CityPageForm
            key={`${data.city.id}-${data.service.slug}`}
            city={data.city}
            service={data.service}
            page={data.page}
            rating={data.rating}
          />
        </>
      ) : (
        <h1 className="mt-4 text-3xl font-bold tracking-tight">City or service not found</h1>
      )}
    </div>
  );
}
