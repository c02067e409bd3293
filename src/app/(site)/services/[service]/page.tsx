import type { Metadata } from 'next';

import { citiesToFeature } from '@/lib/cities/related-cities';
import { DetailedServicePage } from '@/components/site/detailed-service-page';
import { JsonLd } from '@/components/site/json-ld';
import { RecordNotFound, serviceNotFound } from '@/components/site/not-found/record-not-found';
import { OverviewServicePage } from '@/components/site/overview-service-page';
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from '@/lib/seo/json-ld';
import { notFoundMetadata } from '@/lib/seo/metadata';
import { generatedSocialImage } from '@/lib/seo/social-image';
import {
  loadCitiesForService,
  loadFeaturedCities,
  loadService,
  loadServiceCatalogue,
  loadServices,
  loadSharedFaqQuestions,
} from '@/server/catalog';
import { answerNotFound } from '@/server/pipeline/response-status';
import { pageMetadata, siteUrl } from '@/server/site';

export async function generateStaticParams() {
  const services = await loadServices();
  return services.map((s) => ({ service: s.slug }));
}

export async function generateMetadata({
  params,
}: PageProps<'/services/[service]'>): Promise<Metadata> {
  const { service: slug } = await params;
  const service = await loadService(slug);
  if (!service) return notFoundMetadata(serviceNotFound.title);
  return pageMetadata((name) => ({
    title: service.metaTitle,
    description: service.metaDescription,
    path: `/services/${slug}`,
    ...generatedSocialImage('service', service.name, name, slug),
  }));
}

export default async function ServicePage({ params }: PageProps<'/services/[service]'>) {
  const { service: slug } = await params;
  const service = await loadService(slug);
  if (!service) {
    answerNotFound();
    return <RecordNotFound {...serviceNotFound} />;
  }
  const [allCities, featured, catalogue, sharedFaqs] = await Promise.all([
    loadCitiesForService(slug),
    loadFeaturedCities(),
    loadServiceCatalogue(),
    loadSharedFaqQuestions(),
  ]);
  // A dozen of its cities, the featured first, and a link to them all: the page stays the same
  // size however many cities the service is offered in.
  const cities = citiesToFeature(
    allCities,
    featured.map((city) => city.slug),
  );
  const moreCities =
    allCities.length > cities.length
      ? { href: '/locations', label: `All ${allCities.length} cities` }
      : undefined;
  const path = `/services/${slug}`;
  const crumbs = [
    { label: 'Home', path: '/' },
    { label: 'Services', path: '/services' },
    { label: service.name, path },
  ];

  return (
    <>
      <JsonLd
        data={[
          serviceJsonLd({
            siteUrl,
            name: service.name,
            description: service.description,
            path,
            areaServed: cities,
            plans: service.pricing?.plans,
          }),
          breadcrumbJsonLd(siteUrl, crumbs),
          faqPageJsonLd(service.faq, sharedFaqs),
        ]}
      />
      {service.layout === 'overview' ? (
        <OverviewServicePage
          service={service}
          cities={cities}
          moreCities={moreCities}
          catalogue={catalogue}
          crumbs={crumbs}
        />
      ) : (
        <DetailedServicePage
          service={service}
          cities={cities}
          moreCities={moreCities}
          crumbs={crumbs}
        />
      )}
    </>
  );
}
