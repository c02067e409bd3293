'use client';

import { usePathname } from 'next/navigation';

import { Link } from '@/components/site/intent-link';
import { serviceCityPath, suggestServiceCity } from '@/lib/routing/service-city';
import type { RegisteredService } from '@/lib/routing/routing-store';

/** 'Were you looking for {service} services in {city}?' for a missing path that names both. */
export function NotFoundSuggestion({ services }: { services: readonly RegisteredService[] }) {
  const suggestion = suggestServiceCity(usePathname() ?? '', services);
  if (!suggestion) return null;
  const { serviceSlug, serviceName, citySlug, cityName } = suggestion;
  return (
    <div className="mx-auto mt-10 max-w-xl rounded-lg border border-border bg-card p-6">
      <p className="font-semibold">
        Were you looking for {serviceName} services in {cityName}?
      </p>
      <ul className="mt-3 flex flex-col gap-1 text-sm">
        <li>
          <Link
            href={serviceCityPath(serviceSlug, citySlug)}
            className="inline-block py-1 text-primary hover:underline"
          >
            {serviceCityPath(serviceSlug, citySlug)}
          </Link>
        </li>
        <li>
          <Link
            href={`/${serviceSlug}-services-in-${citySlug}`}
            className="inline-block py-1 text-primary hover:underline"
          >
            /{serviceSlug}-services-in-{citySlug}
          </Link>
        </li>
      </ul>
    </div>
  );
}
