import 'server-only';

import { randomUUID } from 'node:crypto';

import type { CityPageData, CityPageInput } from '@/lib/validation/city-page';

import type { DB } from '../db/schema';
import { nowIso, toJson } from '../db/values';
import { getCityPage, type CityPage } from './city-pages';
import type { CityRecord } from './cities';
import type { CatalogueService } from './services';
import { moveToTrash } from './trash';

// The cities admin's writes of one service's page in one city.

/** The stored record as the form edits it; null when the city has no page for the service. */
export async function getCityPageForEditing(
  db: DB,
  serviceSlug: string,
  citySlug: string,
): Promise<CityPageInput | null> {
  const page = await getCityPage(db, serviceSlug, citySlug);
  return page ? cityPageInput(page) : null;
}

/** A stored page as the form edits it. */
export function cityPageInput(page: CityPage): CityPageInput {
  return {
    h1_title: page.h1Title,
    meta_title: page.metaTitle,
    meta_description: page.metaDescription,
    intro_paragraph: page.introParagraph,
    services_offered: page.servicesOffered,
    faq: page.faq,
    testimonials: page.testimonials,
  };
}

const pageColumns = (
  service: CatalogueService,
  city: CityRecord,
  data: CityPageData,
  now: string,
) => ({
  city: city.name,
  state: city.state,
  service_type: service.shortName,
  meta_title: data.meta_title,
  meta_description: data.meta_description,
  h1_title: data.h1_title,
  intro_paragraph: data.intro_paragraph,
  services_offered: toJson(data.services_offered),
  faq_questions: toJson(data.faq.map((f) => f.question)),
  faq_answers: toJson(data.faq.map((f) => f.answer)),
  testimonials: toJson(data.testimonials),
  updated_at: now,
});

const newPage = <T extends object>(
  service: CatalogueService,
  city: CityRecord,
  columns: T,
  now: string,
) => ({
  id: randomUUID(),
  city_slug: city.slug,
  service_slug: service.slug,
  created_at: now,
  ...columns,
});

/**
 * Adds the pages a template made (lib/cities/page-template.ts), marked as such so each stays
 * thin until edited on its own; a city that has a page for the service by now keeps it. One
 * transaction: all of them, or none. Returns how many were added.
 */
export async function createTemplatePages(
  db: DB,
  service: CatalogueService,
  pages: ReadonlyArray<{ city: CityRecord; data: CityPageData }>,
): Promise<number> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    let added = 0;
    for (const { city, data } of pages) {
      const columns = { ...pageColumns(service, city, data, now), from_template: 1 };
      const result = await trx
        .insertInto('city_pages')
        .values(newPage(service, city, columns, now))
        .onConflict((oc) => oc.columns(['service_slug', 'city_slug']).doNothing())
        .executeTakeFirst();
      added += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return added;
  });
}

/** Creates or replaces the page of the service in the city. */
export async function saveCityPage(
  db: DB,
  service: CatalogueService,
  city: CityRecord,
  data: CityPageData,
): Promise<void> {
  const now = nowIso();
  // Saved from its own editor: the page is the city's own now, no longer the template's.
  const columns = { ...pageColumns(service, city, data, now), from_template: 0 };
  await db
    .insertInto('city_pages')
    .values(newPage(service, city, columns, now))
    .onConflict((oc) => oc.columns(['service_slug', 'city_slug']).doUpdateSet(columns))
    .execute();
}

/** Moves the page to the trash; the city then shows the service's generic fallback page. */
export async function deleteCityPage(
  db: DB,
  serviceSlug: string,
  citySlug: string,
  by?: string,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const page = await trx
      .selectFrom('city_pages')
      .select('id')
      .where('service_slug', '=', serviceSlug)
      .where('city_slug', '=', citySlug)
      .executeTakeFirst();
    const trashId = page && (await moveToTrash(trx, 'city-page', page.id, by));
    if (!page || !trashId) return null;
    await trx.deleteFrom('city_pages').where('id', '=', page.id).execute();
    return trashId;
  });
}
