import { ArrowRight, MapPin } from '@/components/ui/icons';
import { UploadedImage } from '@/components/site/uploaded-image';
import { Link } from '@/components/site/intent-link';
import { buttonClasses } from '@/components/ui/button';
import { loadFeaturedCities, loadServiceCatalogue } from '@/server/catalog';

import { SectionHeading } from '../section-heading';

/** The featured cities, each linking to the first service's page there (SEO, as shipped). */
export async function CitiesSection() {
  const [cities, services] = await Promise.all([loadFeaturedCities(), loadServiceCatalogue()]);
  const service = services[0];
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
          {cities.map((city, index) => (
            <li key={city.slug} data-reveal style={{ transitionDelay: `${100 + index * 100}ms` }}>
              <Link
                href={`/services/${service.slug}/${city.slug}`}
                className="group block overflow-hidden rounded-lg border border-border bg-card transition-shadow hover:shadow-lg"
              >
                <UploadedImage
                  src={city.image}
                  alt={`Illustrated skyline of ${city.name}`}
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
