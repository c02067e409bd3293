import 'server-only';

import type { Selectable } from 'kysely';

import { cityPageState, type CityPageState } from '@/lib/city-page-quality';
import { clampRating } from '@/lib/seo/json-ld';

import type { DB } from '../db/schema';
import type { CityPagesTable } from '../db/schema';
import { toIso } from '../db/values';
import { jsonColumns, readJson } from '../db/json-columns';
import { listCityPageRatings } from './city-page-ratings';
import type { FaqItem } from './services';

export type City = { name: string; slug: string; state: string };

/** A city with its coordinates, when the admin gave them. */
export type PlacedCity = City & { latitude: number | null; longitude: number | null };

export type CityTestimonial = {
  quote: string;
  author: string;
  role: string;
  company: string;
  rating: number;
};

export type CityPage = {
  id: string;
  city: City;
  serviceSlug: string;
  serviceType: string;
  metaTitle: string;
  metaDescription: string;
  h1Title: string;
  introParagraph: string;
  servicesOffered: Array<{ title: string; description: string }>;
  faq: FaqItem[];
  testimonials: CityTestimonial[];
  /** Made from a template and not yet edited on its own: thin, whatever its length. */
  fromTemplate: boolean;
  updatedAt: string;
};

export type CityPageLink = { serviceSlug: string; citySlug: string; updatedAt: string };

/** Every city the site serves, by name. */
export async function listCities(db: DB): Promise<PlacedCity[]> {
  return db
    .selectFrom('cities')
    .select(['name', 'slug', 'state', 'latitude', 'longitude'])
    .orderBy('name')
    .execute();
}

export type FeaturedCity = City & { description: string; image: string };

/** The cities the home page features, in their order. */
export async function listFeaturedCities(db: DB): Promise<FeaturedCity[]> {
  return db
    .selectFrom('cities')
    .select(['name', 'slug', 'state', 'description', 'image'])
    .where('featured', '=', 1)
    .orderBy('position')
    .orderBy('name')
    .execute();
}

/** The services that have a page in the city, as slugs. */
export async function listServiceSlugsInCity(db: DB, citySlug: string): Promise<string[]> {
  const rows = await db
    .selectFrom('city_pages')
    .select('service_slug')
    .where('city_slug', '=', citySlug)
    .orderBy('service_slug')
    .execute();
  return rows.map((r) => r.service_slug);
}

/** The cities that have a page for the service. */
export async function listCitiesForService(db: DB, serviceSlug: string): Promise<City[]> {
  const rows = await db
    .selectFrom('city_pages')
    .select(['city', 'city_slug', 'state'])
    .where('service_slug', '=', serviceSlug)
    .orderBy('city')
    .execute();
  return rows.map((row) => ({ name: row.city, slug: row.city_slug, state: row.state }));
}

export async function getCityPage(
  db: DB,
  serviceSlug: string,
  citySlug: string,
): Promise<CityPage | null> {
  const row = await db
    .selectFrom('city_pages')
    .selectAll()
    .where('service_slug', '=', serviceSlug)
    .where('city_slug', '=', citySlug)
    .executeTakeFirst();
  return row ? toCityPage(row) : null;
}

/** Every stored city page, whole: the admin's grid and the published links are drawn from these. */
export async function listCityPages(db: DB): Promise<CityPage[]> {
  const rows = await db
    .selectFrom('city_pages')
    .selectAll()
    .orderBy('service_slug')
    .orderBy('city_slug')
    .execute();
  return rows.map(toCityPage);
}

/** A page's address, state, and how much of its text its closest sibling shares (0 to 1). */
export type CityPageRatingSummary = CityPageLink & {
  state: CityPageState;
  similarity: number;
  closestCity: string | null;
  /** Changed since it was last compared with its siblings: the result follows in seconds. */
  checking: boolean;
};

export type RatedCityPage = CityPage & {
  state: CityPageState;
  /** How much of its text its closest sibling shares (lib/cities/page-similarity.ts), 0 to 1. */
  similarity: number;
  /** That sibling's city, when it has one. */
  closestCity: City | null;
  /** Changed since its rating: the rating shown is the last one (none yet: 0). */
  checking: boolean;
};

/**
 * Every stored page with its state, from the ratings the background pass keeps
 * (server/cities/rate-city-pages.ts): a near-duplicate of a sibling is thin whatever its length.
 * A page changed since its rating keeps its last one until the pass has been.
 */
export async function listRatedCityPages(db: DB): Promise<RatedCityPage[]> {
  const [pages, ratings] = await Promise.all([listCityPages(db), listCityPageRatings(db)]);
  const byId = new Map(pages.map((page) => [page.id, page]));
  const ratingOf = new Map(ratings.map((rating) => [rating.pageId, rating]));
  return pages.map((page) => {
    const rating = ratingOf.get(page.id);
    const similarity = rating?.similarity ?? 0;
    const closest = rating?.closestPageId ? byId.get(rating.closestPageId) : undefined;
    return {
      ...page,
      state: cityPageState(page, similarity),
      similarity,
      closestCity: closest?.city ?? null,
      checking: rating?.pageUpdatedAt !== page.updatedAt,
    };
  });
}

/** What the site and the admin keep of a rated page (catalog.ts caches them). */
export const ratingSummary = (page: RatedCityPage): CityPageRatingSummary => ({
  serviceSlug: page.serviceSlug,
  citySlug: page.city.slug,
  updatedAt: page.updatedAt,
  state: page.state,
  similarity: page.similarity,
  closestCity: page.closestCity?.name ?? null,
  checking: page.checking,
});

/** The pages with enough copy of their own to be indexed (city-page-quality.ts), as links. */
export const publishedLinks = (pages: Iterable<CityPageRatingSummary>): CityPageLink[] =>
  [...pages]
    .filter((page) => page.state === 'published')
    .map(({ serviceSlug, citySlug, updatedAt }) => ({ serviceSlug, citySlug, updatedAt }));

export async function listCityPageLinks(db: DB): Promise<CityPageLink[]> {
  return publishedLinks((await listRatedCityPages(db)).map(ratingSummary));
}

type CityPageRow = Selectable<CityPagesTable>;

function toCityPage(row: CityPageRow): CityPage {
  const questions = readJson(jsonColumns.cityFaqQuestions, row.faq_questions, row.id);
  const answers = readJson(jsonColumns.cityFaqAnswers, row.faq_answers, row.id);
  return {
    id: row.id,
    city: { name: row.city, slug: row.city_slug, state: row.state },
    serviceSlug: row.service_slug,
    serviceType: row.service_type,
    fromTemplate: row.from_template === 1,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    h1Title: row.h1_title,
    introParagraph: row.intro_paragraph,
    servicesOffered: readJson(jsonColumns.cityServicesOffered, row.services_offered, row.id).map(
      (s) => ({
        title: s.title,
        description: s.description,
      }),
    ),
    faq: questions
      .map((q, i) => ({ question: q, answer: answers[i] ?? '' }))
      .filter((f) => f.question && f.answer),
    testimonials: readJson(jsonColumns.cityTestimonials, row.testimonials, row.id).map((t) => ({
      quote: t.quote,
      author: t.author,
      role: t.role,
      company: t.company,
      rating: clampRating(t.rating),
    })),
    updatedAt: toIso(row.updated_at),
  };
}
