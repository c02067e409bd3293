import 'server-only';

import { randomUUID } from 'node:crypto';

import type { DB } from '../client';
import { nowIso, toJson } from '../values';
import { buildCityPageSeeds } from './data/city-pages';
import { serviceSeeds } from './data/services';

export async function seedServices(db: DB): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('service_details')
    .values(
      serviceSeeds.map((s) => ({
        id: randomUUID(),
        ...s,
        expertise_areas: toJson(s.expertise_areas),
        benefits: toJson(s.benefits),
        process_steps: toJson(s.process_steps),
        faq: toJson(s.faq),
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('service_slug').doNothing())
    .execute();
}

export async function seedCityPages(db: DB): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('city_pages')
    .values(
      buildCityPageSeeds().map((p) => ({
        id: randomUUID(),
        ...p,
        services_offered: toJson(p.services_offered),
        faq_questions: toJson(p.faq_questions),
        faq_answers: toJson(p.faq_answers),
        testimonials: toJson(p.testimonials),
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['service_slug', 'city_slug']).doNothing())
    .execute();
}
