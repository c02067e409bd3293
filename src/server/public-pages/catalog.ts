import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';

import { cacheTags } from '@/lib/cache-tags';

import { getDb } from '../db/client';
import {
  getCityPage,
  listCities,
  listCitiesForService,
  listFeaturedCities,
  listRatedCityPages,
  listServiceSlugsInCity,
  publishedLinks,
  ratingSummary,
  type CityPageRatingSummary,
} from '../queries/city-pages';
import type { FaqPage } from '../db/schema';
import { listFaqs } from '../queries/faqs';
import { listSharedFaqQuestions } from '../queries/shared-faqs';
import { listTeamMembers, listTestimonials } from '../queries/people';
import { getServiceBySlug, listServiceCatalogue, listServices } from '../queries/services';
import {
  getBusinessSettings,
  getCrawlerPolicy,
  getPageMeta,
  getWebVitalsSettings,
} from '../queries/site-settings';
import { listServiceSlugAliases } from '../queries/services-admin';

// Cached reads of the public pages' stored content; tagged so a write can revalidate them.

export async function loadServices() {
  'use cache';
  cacheTag(cacheTags.services);
  cacheLife('days');
  return listServices(getDb());
}

/** Every service in the admin's order: for menus and lists of links. */
export async function loadServiceCatalogue() {
  'use cache';
  cacheTag(cacheTags.services);
  cacheLife('days');
  return listServiceCatalogue(getDb());
}

/** Old service slugs and the current ones, as [old, current] pairs. */
export async function loadRenamedServices(): Promise<Array<[string, string]>> {
  'use cache';
  cacheTag(cacheTags.services);
  cacheLife('days');
  return [...(await listServiceSlugAliases(getDb())).entries()];
}

export async function loadService(slug: string) {
  'use cache';
  cacheTag(cacheTags.services);
  cacheLife('days');
  return getServiceBySlug(getDb(), slug);
}

export async function loadCities() {
  'use cache';
  cacheTag(cacheTags.cityPages);
  cacheLife('days');
  return listCities(getDb());
}

export async function loadFeaturedCities() {
  'use cache';
  cacheTag(cacheTags.cityPages);
  cacheLife('days');
  return listFeaturedCities(getDb());
}

export async function loadCitiesForService(serviceSlug: string) {
  'use cache';
  cacheTag(cacheTags.cityPages);
  cacheLife('days');
  return listCitiesForService(getDb(), serviceSlug);
}

export async function loadServiceSlugsInCity(citySlug: string) {
  'use cache';
  cacheTag(cacheTags.cityPages);
  cacheLife('days');
  return listServiceSlugsInCity(getDb(), citySlug);
}

export async function loadCityPage(serviceSlug: string, citySlug: string) {
  'use cache';
  cacheTag(cacheTags.cityPages);
  cacheLife('days');
  return getCityPage(getDb(), serviceSlug, citySlug);
}

/**
 * Each stored city page's state and closest sibling, by page id, as the background rating pass
 * keeps them (server/cities/rate-city-pages.ts): read, never computed, on a request.
 */
export async function loadCityPageRatings(): Promise<Record<string, CityPageRatingSummary>> {
  'use cache';
  cacheTag(cacheTags.cityPages);
  cacheLife('days');
  const rated = await listRatedCityPages(getDb());
  return Object.fromEntries(rated.map((page) => [page.id, ratingSummary(page)]));
}

/** The published city pages: drawn from the ratings, so the pages are compared once. */
export async function loadCityPageLinks() {
  return publishedLinks(Object.values(await loadCityPageRatings()));
}

export async function loadTestimonials() {
  'use cache';
  cacheTag(cacheTags.testimonials);
  cacheLife('days');
  return listTestimonials(getDb(), { visibleOnly: true });
}

export async function loadTeam() {
  'use cache';
  cacheTag(cacheTags.team);
  cacheLife('days');
  return listTeamMembers(getDb(), { visibleOnly: true });
}

export async function loadFaqs(page: FaqPage) {
  'use cache';
  cacheTag(cacheTags.faqs);
  cacheLife('days');
  return listFaqs(getDb(), page, { visibleOnly: true });
}

/** The FAQ questions more than one page shows, which no page marks up (json-ld.ts). */
export async function loadSharedFaqQuestions(): Promise<ReadonlySet<string>> {
  return new Set(await listSharedFaqKeys());
}

async function listSharedFaqKeys() {
  'use cache';
  cacheTag(cacheTags.cityPages, cacheTags.services, cacheTags.faqs);
  cacheLife('days');
  return listSharedFaqQuestions(getDb());
}

/** The business details as the settings admin saved them. */
export async function loadBusinessSettings() {
  'use cache';
  cacheTag(cacheTags.business);
  cacheLife('days');
  return getBusinessSettings(getDb());
}

/** The site's own pages' titles and descriptions (the defaults name the business). */
export async function loadPageMeta() {
  'use cache';
  cacheTag(cacheTags.pageMeta, cacheTags.business);
  cacheLife('days');
  return getPageMeta(getDb());
}

/** What each crawler and AI bot may read, and whether /llms.txt is served. */
export async function loadCrawlerPolicy() {
  'use cache';
  cacheTag(cacheTags.crawlers);
  cacheLife('days');
  return getCrawlerPolicy(getDb());
}

export async function loadWebVitalsSettings() {
  'use cache';
  cacheTag(cacheTags.webVitals);
  cacheLife('days');
  return getWebVitalsSettings(getDb());
}
