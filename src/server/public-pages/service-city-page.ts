import 'server-only';

import type { Metadata } from 'next';
import { cache } from 'react';

import { cityPageNotFound, serviceNotFound } from '@/content/not-found';
import { nearestCities } from '@/lib/cities/related-cities';
import { fitCityPageTitle } from '@/lib/seo/fit-title';
import { generatedSocialImage } from '@/lib/seo/social-image';
import { serviceCityPath } from '@/lib/routing/service-city';

import {
  loadCities,
  loadCitiesForService,
  loadFeaturedCities,
  loadService,
  loadServiceCatalogue,
  loadServiceSlugsInCity,
  loadSharedFaqQuestions,
} from './catalog';
import { loadCaseStudies } from '../case-studies/case-study-reads';
import { resolveCityView } from './city-view';
import { loadContactBlock } from './contact-block';
import { recordMissing } from './not-found-page';
import { pageMetadata } from './site';

/**
 * A service's page in a city (the stored record, or the generic page of a stored city), with the
 * nearest of the service's other cities and the other services there; or what is really missing:
 * the service, or its page for that city.
 */
export const loadServiceCityPage = cache(async (serviceSlug: string, citySlug: string) => {
  const view = await resolveCityView(serviceSlug, citySlug);
  if (!view) {
    const service = await loadService(serviceSlug);
    return recordMissing(service ? cityPageNotFound(service) : serviceNotFound);
  }
  const { service, city } = view;
  const [
    serviceCities,
    featuredCities,
    servicesHere,
    cities,
    catalogue,
    sharedFaqs,
    contact,
    caseStudies,
  ] = await Promise.all([
    loadCitiesForService(service.slug),
    loadFeaturedCities(),
    loadServiceSlugsInCity(city.slug),
    loadCities(),
    loadServiceCatalogue(),
    loadSharedFaqQuestions(),
    loadContactBlock(),
    loadCaseStudies({ service: service.slug, city: city.slug }),
  ]);
  const { business } = contact;
  // The nearest of the service's other cities with pages (a service without any: the featured
  // cities), a dozen at most however many cities there are.
  const places = new Map(cities.map((c) => [c.slug, c]));
  const place = places.get(city.slug);
  const otherCities = nearestCities(
    { ...city, ...place },
    (serviceCities.length > 0 ? serviceCities : featuredCities).map((c) => ({
      ...c,
      ...places.get(c.slug),
    })),
    new Set(featuredCities.map((c) => c.slug)),
  );
  const path = serviceCityPath(service.slug, city.slug);
  const metadata: Metadata = await pageMetadata((name) => ({
    // Any stored city's title fits a search result, however long its name.
    title: fitCityPageTitle(view.metaTitle, view.city.state, [business.name, business.shortName]),
    description: view.metaDescription,
    path,
    noindex: view.noindex,
    ...generatedSocialImage('city', view.h1, name, service.slug, city.slug),
  }));
  return {
    found: true as const,
    metadata,
    view,
    path,
    place,
    otherCities,
    otherServices: catalogue.filter(
      (s) => s.slug !== service.slug && (view.id === 'fallback' || servicesHere.includes(s.slug)),
    ),
    sharedFaqs,
    caseStudies,
    siteUrl: business.siteUrl,
    contact,
    crumbs: [
      { label: 'Home', path: '/' },
      { label: 'Services', path: '/services' },
      { label: service.name, path: `/services/${service.slug}` },
      { label: city.name, path },
    ],
  };
});

/** A service's page in a city, found. */
export type ServiceCityPageData = Extract<
  Awaited<ReturnType<typeof loadServiceCityPage>>,
  { found: true }
>;
