import 'server-only';

import { cache } from 'react';

import { homeServices, type HomeServiceLink } from '@/content/home';

import type { FeaturedCity } from '../queries/city-pages';
import {
  loadFaqs,
  loadFeaturedCities,
  loadRenamedServices,
  loadServiceCatalogue,
  loadSharedFaqQuestions,
  loadTestimonials,
} from './catalog';
import { loadContactBlock } from './contact-block';
import { imageAltFor } from './image-alts';
import { sitePageMetadata } from './site';

/** A featured city's card: its picture described as the media library says. */
export type HomeCity = FeaturedCity & { imageAlt: string };

/** Everything the home page shows, read once. */
export const loadHomePage = cache(async () => {
  const [metadata, testimonials, faqs, sharedFaqs, catalogue, renamed, featured, contact] =
    await Promise.all([
      sitePageMetadata('home'),
      loadTestimonials(),
      loadFaqs('home'),
      loadSharedFaqQuestions(),
      loadServiceCatalogue(),
      loadRenamedServices(),
      loadFeaturedCities(),
      loadContactBlock(),
    ]);
  // The cards of the services that still exist, under their current names and slugs.
  const current = new Map(renamed);
  const serviceCards: HomeServiceLink[] = homeServices.flatMap((card) => {
    const slug = current.get(card.service) ?? card.service;
    const stored = catalogue.find((s) => s.slug === slug);
    return stored ? [{ ...card, title: stored.name, link: `/services/${slug}` }] : [];
  });
  const cities: HomeCity[] = await Promise.all(
    featured.map(async (city) => ({
      ...city,
      imageAlt: await imageAltFor(city.image, `Illustrated skyline of ${city.name}`),
    })),
  );
  const first = catalogue[0];
  return {
    found: true as const,
    metadata,
    business: contact.business,
    testimonials,
    faqs,
    sharedFaqs,
    serviceCards,
    cities,
    citiesService: first ? { slug: first.slug, shortName: first.shortName } : null,
    contact,
  };
});
