import 'server-only';

import type { Metadata } from 'next';
import { cache } from 'react';

import { serviceNotFound } from '@/content/not-found';
import { citiesToFeature } from '@/lib/cities/related-cities';
import { generatedSocialImage } from '@/lib/seo/social-image';

import { loadCaseStudies } from '../case-studies/case-study-reads';
import {
  loadCitiesForService,
  loadFeaturedCities,
  loadService,
  loadServiceCatalogue,
  loadSharedFaqQuestions,
} from './catalog';
import { recordMissing } from './not-found-page';
import { loadBusiness, pageMetadata } from './site';

/** A service's page: its content, a dozen of its cities and the catalogue; or its 404. */
export const loadServicePage = cache(async (slug: string) => {
  const service = await loadService(slug);
  if (!service) return recordMissing(serviceNotFound);
  const [allCities, featured, catalogue, sharedFaqs, business, caseStudies] = await Promise.all([
    loadCitiesForService(slug),
    loadFeaturedCities(),
    loadServiceCatalogue(),
    loadSharedFaqQuestions(),
    loadBusiness(),
    loadCaseStudies({ service: slug }),
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
  const metadata: Metadata = await pageMetadata((name) => ({
    title: service.metaTitle,
    description: service.metaDescription,
    path,
    ...generatedSocialImage('service', service.name, name, slug),
  }));
  return {
    found: true as const,
    metadata,
    service,
    path,
    caseStudies,
    cities,
    moreCities,
    catalogue,
    sharedFaqs,
    business,
    crumbs: [
      { label: 'Home', path: '/' },
      { label: 'Services', path: '/services' },
      { label: service.name, path },
    ],
  };
});
