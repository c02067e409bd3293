import 'server-only';

import { randomUUID } from 'node:crypto';

import type { PricePlan } from '@/lib/validation/price-plan';

import { jsonColumns, readJson } from '../json-columns';
import type { DB } from '../schema';
import { toJson } from '../values';
import { buildCityPageSeeds } from './data/city-pages';
import { pricingSeeds } from './data/service-city-copy';
import { serviceSeeds, type ServiceSeed } from './data/services';
import { SEED_COPY_WRITTEN_AT } from './data/written-at';
import { seedOnce } from './once';

const storedColumns = (s: ServiceSeed) => ({
  ...s,
  expertise_areas: toJson(s.expertise_areas),
  benefits: toJson(s.benefits),
  process_steps: toJson(s.process_steps),
  faq: toJson(s.faq),
  city_reasons: toJson(s.city_reasons),
  price_plans: toJson(s.price_plans),
  pricing_points: toJson(s.pricing_points),
});

export async function seedServices(db: DB): Promise<void> {
  const now = SEED_COPY_WRITTEN_AT;
  await db
    .insertInto('service_details')
    .values(
      serviceSeeds.map((s) => ({
        id: randomUUID(),
        ...storedColumns(s),
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('service_slug').doNothing())
    .execute();
}

/**
 * For a database seeded before services were edited in the admin: the six services' places in
 * the catalogue and their city pages' copy, which lived in code until then, and the Local SEO and
 * E-commerce SEO pages' copy, which their dedicated pages showed instead of the stored one.
 */
export function seedServiceCatalogueOnce(db: DB): Promise<void> {
  return seedOnce(db, 'service_catalogue_seeded_at', async (trx) => {
    for (const seed of serviceSeeds) {
      const { service_slug, ...columns } = storedColumns(seed);
      const copy = seed.layout === 'overview' ? columns : catalogueColumns(columns);
      await trx
        .updateTable('service_details')
        .set(copy)
        .where('service_slug', '=', service_slug)
        .execute();
    }
  });
}

function catalogueColumns(columns: Omit<ReturnType<typeof storedColumns>, 'service_slug'>) {
  const { short_name, position, layout, city_reasons, price_plans, pricing_points } = columns;
  return { short_name, position, layout, city_reasons, price_plans, pricing_points };
}

/**
 * The content strategy plan was first seeded as one-time; the spec prices it per month. Where the
 * owner left the plans as first seeded, they become the spec's.
 */
export function seedContentStrategyMonthlyOnce(db: DB): Promise<void> {
  return seedOnce(db, 'content_strategy_monthly_at', async (trx) => {
    const row = await trx
      .selectFrom('service_details')
      .select('price_plans')
      .where('service_slug', '=', 'content-strategy')
      .executeTakeFirst();
    if (!row) return;
    const stored = readJson(jsonColumns.servicePricePlans, row.price_plans, 'content-strategy');
    const seeded = pricingSeeds['content-strategy'].plans;
    const key = (plans: readonly PricePlan[]) =>
      JSON.stringify(plans.map((p) => [p.name, p.amount, p.currency, p.starting, p.includes]));
    const asFirstSeeded =
      stored.length === seeded.length && stored.every((p) => p.period === 'one-time');
    if (!asFirstSeeded || key(stored) !== key(seeded)) return;
    await trx
      .updateTable('service_details')
      .set({ price_plans: toJson(seeded) })
      .where('service_slug', '=', 'content-strategy')
      .execute();
  });
}

export async function seedCityPages(db: DB): Promise<void> {
  const now = SEED_COPY_WRITTEN_AT;
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
