import { Suspense } from 'react';

import { ArrowLeft, Home, LayoutGrid } from '@/components/ui/icons';
import { GoBackButton } from '@/components/site/go-back-button';
import { Link } from '@/components/site/intent-link';
import { NotFoundSuggestion } from '@/components/site/not-found-suggestion';
import { buttonClasses } from '@/components/ui/button';
import type { Missing, NotFoundPageData } from '@/server/public-pages/not-found-page';

import { RecordNotFound } from './record-not-found';

/** The site's 404 content: for any path that names nothing on the site. */
export function PageNotFound({ services, popularCities }: NotFoundPageData) {
  // Popular locations: the first four services crossed with the first three featured cities.
  const popularServices = services.slice(0, 4);
  return (
    <section className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 lg:px-8">
      <p className="text-7xl font-extrabold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        The page you&apos;re looking for doesn&apos;t exist or has been moved.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/" className={buttonClasses('primary', 'md')}>
          <Home className="h-4 w-4" aria-hidden />
          Return to Home
        </Link>
        <Link href="/services" className={buttonClasses('outline', 'md')}>
          <LayoutGrid className="h-4 w-4" aria-hidden />
          Browse Services
        </Link>
        <GoBackButton icon={<ArrowLeft className="h-4 w-4" aria-hidden />} />
      </div>
      <Suspense fallback={null}>
        <NotFoundSuggestion services={services.map(({ slug, name }) => ({ slug, name }))} />
      </Suspense>
      <section aria-labelledby="popular-heading" className="mt-16 text-left">
        <h2 id="popular-heading" className="text-xl font-semibold">
          Popular Locations
        </h2>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          {popularServices.map((service) => (
            <div key={service.slug}>
              <h3 className="font-semibold">{service.shortName} Services</h3>
              <ul className="mt-2 space-y-1">
                {popularCities.map((city) => (
                  <li key={city.slug}>
                    <Link
                      href={`/services/${service.slug}/${city.slug}`}
                      className="inline-block py-1 text-primary hover:underline"
                    >
                      {service.shortName} in {city.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </section>
  );
}

/** What a page shows in its place when its loader found nothing (the status is 404). */
export function MissingPage({ missing }: Missing) {
  return 'record' in missing ? (
    <RecordNotFound {...missing.record} />
  ) : (
    <PageNotFound {...missing.page} />
  );
}
