import { ArrowRight, MapPin } from '@/components/ui/icons';
import { ServerImage } from '@/components/ui/server-image';
import { Link } from '@/components/site/intent-link';
import { buttonClasses } from '@/components/ui/button';
import type { HomeCity } from '@/server/public-pages/home-page';

import { SectionHeading } from '../section-heading';

export type CitiesSectionProps = {
  cities: readonly HomeCity[];
  /** The service each city links to: the first of the catalogue (SEO, as shipped). */
  service: { slug: string; shortName: string } | null;
};

/** The featured cities, each linking to the first service's page there. */
export function CitiesSection({ cities, service }: CitiesSectionProps) {
  if (cities.length === 0 || !service) return null;
  return (
    <section id="cities" aria-labelledby="cities-heading" className="py-20 render-near-viewport">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="cities-heading"
          badge="Local SEO"
          title="Local SEO Experts, Dominate Search Results"
          subtitle="City-specific SEO that puts your business in front of customers searching near you."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cities.map((city) => (
            <li key={city.slug} data-reveal>
              <Link
                href={`/services/${service.slug}/${city.slug}`}
                className="group block overflow-hidden rounded-lg border border-border bg-card transition-shadow hover:shadow-lg"
              >
                <ServerImage
                  src={city.image}
                  alt={city.imageAlt}
                  width={800}
                  height={500}
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[8/5] w-full object-cover transition-transform group-hover:scale-105"
                />
                <div className="p-5">
                  <h3 className="flex items-center gap-2 text-lg font-semibold">
                    <MapPin className="h-4 w-4 text-primary" aria-hidden />
                    {service.shortName} in {city.name}
                  </h3>
                  <p className="text-sm text-muted-foreground">{city.state}</p>
                  <p className="mt-2 text-sm text-muted-foreground">{city.description}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link href="/locations" className={buttonClasses('outline', 'md')}>
            Explore All Cities
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}
