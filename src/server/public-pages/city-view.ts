import 'server-only';

import {
  fallbackCityContent,
  fallbackNotice,
  fallbackState,
  isFallbackCity,
} from '@/content/fallback-city';
import type { Pricing, Reason } from '@/content/service-city';
import { priceSummary } from '@/lib/pricing/price-plan';
import { displayNameFromSlug } from '@/lib/utils';

import { loadCities, loadCityPage, loadCityPageRatings, loadService } from './catalog';
import type { City, CityTestimonial } from '../queries/city-pages';
import type { FaqItem, ServiceDetail } from '../queries/services';

export type CityView = {
  /** 'fallback' when no record exists: generic copy, a notice, and noindex (so is a thin record). */
  id: string;
  service: ServiceDetail;
  city: City;
  h1: string;
  metaTitle: string;
  metaDescription: string;
  intro: string;
  servicesOffered: Array<{ title: string; description: string }>;
  faq: FaqItem[];
  testimonials: CityTestimonial[];
  pricing: Pricing | null;
  reasons: Reason[];
  notice: string | null;
  noindex: boolean;
};

/** The page for a service in a city: the stored record, the generic fallback, or null for a 404. */
export async function resolveCityView(
  serviceSlug: string,
  citySlug: string,
): Promise<CityView | null> {
  const service = await loadService(serviceSlug);
  if (!service) return null;

  const page = await loadCityPage(service.slug, citySlug);
  if (page) {
    // Published only with enough text of its own, and no near-duplicate of a sibling's.
    const published = (await loadCityPageRatings())[page.id]?.state === 'published';
    return {
      id: page.id,
      service,
      city: page.city,
      h1: page.h1Title || `${service.name} Services in ${page.city.name}, ${page.city.state}`,
      metaTitle: page.metaTitle,
      metaDescription: page.metaDescription,
      intro: page.introParagraph,
      servicesOffered: page.servicesOffered,
      faq: page.faq,
      testimonials: page.testimonials,
      pricing: service.pricing,
      reasons: service.cityReasons,
      notice: null,
      noindex: !published,
    };
  }

  // Only for a city the site knows: any other text in the URL would be printed as a city name,
  // and every made-up one would be a page of its own.
  const stored = (await loadCities()).find((c) => c.slug === citySlug);
  if (!stored && !isFallbackCity(citySlug)) return null;
  const city = stored ?? {
    name: displayNameFromSlug(citySlug),
    slug: citySlug,
    state: fallbackState(citySlug),
  };
  const price = priceSummary(service.pricing?.plans);
  const content = fallbackCityContent(service.name, city.name, price ?? undefined);
  return {
    id: 'fallback',
    service,
    city,
    h1: `${service.name} Services in ${city.name}, ${city.state}`,
    metaTitle: `${service.name} Services in ${city.name}, ${city.state}`,
    metaDescription: `${service.name} services for businesses in ${city.name}: strategy, implementation and monthly optimisation.${price ? ` ${price}.` : ''}`,
    intro: content.intro,
    servicesOffered: content.servicesOffered,
    faq: content.faq,
    testimonials: [],
    pricing: service.pricing,
    reasons: service.cityReasons,
    notice: fallbackNotice(service.name, city.name),
    noindex: true,
  };
}
