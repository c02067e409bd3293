import { MapPin } from '@/components/ui/icons';
import { Link } from '@/components/site/intent-link';
import { serviceCityPath } from '@/lib/routing/service-city';
import type { ServedCity } from '@/server/public-pages/served-states';

/**
 * A city and a link to each of its service pages, under its state's heading or on its state's
 * page (/locations, /locations/{state}), so the state is not said again.
 */
export function CityServicesCard({ city, level = 2 }: { city: ServedCity; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <li className="rounded-lg border border-border bg-card p-6 render-near-viewport [--render-estimate:18rem]">
      <Heading className="flex items-center gap-2 text-xl font-semibold">
        <MapPin className="h-5 w-5 text-primary" aria-hidden />
        {city.name}
      </Heading>
      <ul className="mt-4 space-y-1">
        {city.services.map((service) => (
          <li key={service.slug}>
            <Link
              href={serviceCityPath(service.slug, city.slug)}
              className="inline-block py-1 text-primary hover:underline"
            >
              {service.name} in {city.name}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
