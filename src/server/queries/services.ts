import 'server-only';

import type { Pricing, Reason } from '@/content/service-city';
import { OTHER_SERVICE } from '@/lib/contact-options';
import { serviceSlugSpellings } from '@/lib/routing/service-city';

import type { DB } from '../db/schema';
import type { ServiceLayout } from '../db/schema';
import { toIso } from '../db/values';
import { jsonColumns, readJson } from '../db/json-columns';

export type SubTopic = { name: string; description: string };
export type ExpertiseArea = { name: string; description: string; subTopics: SubTopic[] };
export type Benefit = { name: string; description: string };
export type ProcessStep = { stepNumber: number; title: string; description: string };
export type FaqItem = { question: string; answer: string };

export type ServiceSummary = {
  slug: string;
  name: string;
  description: string;
  /** The first expertise areas, shown as the card's feature bullets. */
  features: string[];
  updatedAt: string;
};

export type ServiceDetail = ServiceSummary & {
  shortName: string;
  layout: ServiceLayout;
  heroHeading: string;
  heroSubheading: string;
  metaTitle: string;
  metaDescription: string;
  expertiseAreas: ExpertiseArea[];
  benefits: Benefit[];
  processSteps: ProcessStep[];
  faq: FaqItem[];
  /** The 'Why Choose Us' reasons of the service's city pages. */
  cityReasons: Reason[];
  /** Null without plans or terms: the pages then show no pricing section. */
  pricing: Pricing | null;
};

/** A service's place in the catalogue: what menus, routing and the city pages list. */
export type CatalogueService = { slug: string; name: string; shortName: string };

function toExpertise(raw: unknown): ExpertiseArea[] {
  return readJson(jsonColumns.serviceExpertise, raw).map((area) => ({
    name: area.name,
    description: area.description,
    subTopics: area.sub_topics,
  }));
}

export async function listServices(db: DB): Promise<ServiceSummary[]> {
  const rows = await db
    .selectFrom('service_details')
    .select([
      'service_slug',
      'service_name',
      'service_description',
      'expertise_areas',
      'updated_at',
    ])
    .orderBy('service_name')
    .execute();
  return rows.map((row) => ({
    slug: row.service_slug,
    name: row.service_name,
    description: row.service_description,
    features: toExpertise(row.expertise_areas)
      .slice(0, 4)
      .map((area) => area.name),
    updatedAt: toIso(row.updated_at),
  }));
}

/** Every service in the admin's order, then by name. */
export async function listServiceCatalogue(db: DB): Promise<CatalogueService[]> {
  const rows = await db
    .selectFrom('service_details')
    .select(['service_slug', 'service_name', 'short_name'])
    .orderBy('position')
    .orderBy('service_name')
    .execute();
  return rows.map((r) => ({ slug: r.service_slug, name: r.service_name, shortName: r.short_name }));
}

/** Every service's price plans in rupees, in the catalogue's order: what a quote's lines start from. */
export async function listQuotablePlans(db: DB) {
  const rows = await db
    .selectFrom('service_details')
    .select(['service_slug', 'service_name', 'price_plans'])
    .orderBy('position')
    .orderBy('service_name')
    .execute();
  return rows.flatMap((row) =>
    readJson(jsonColumns.servicePricePlans, row.price_plans, row.service_slug)
      .filter((plan) => plan.currency === 'INR')
      .map((plan) => ({
        service: row.service_slug,
        label: `${row.service_name}, ${plan.name}`,
        amount: plan.amount,
        period: plan.period,
      })),
  );
}

/**
 * The service an enquiry names, by its slug, one of the spec's spellings ('content') or a slug it
 * had before a rename; Other as itself. Null when no such service exists.
 */
export async function findEnquiryService(
  db: DB,
  value: string,
): Promise<{ slug: string; name: string } | null> {
  if (value === OTHER_SERVICE.value) return { slug: value, name: OTHER_SERVICE.label };
  const slug = serviceSlugSpellings.get(value) ?? value;
  const row =
    (await db
      .selectFrom('service_details')
      .select(['service_slug', 'service_name'])
      .where('service_slug', '=', slug)
      .executeTakeFirst()) ??
    (await db
      .selectFrom('slug_aliases')
      .innerJoin('service_details as s', 's.id', 'slug_aliases.target_id')
      .select(['s.service_slug', 's.service_name'])
      .where('slug_aliases.kind', '=', 'service')
      .where('slug_aliases.alias', '=', slug)
      .executeTakeFirst());
  return row ? { slug: row.service_slug, name: row.service_name } : null;
}

export async function getServiceBySlug(db: DB, slug: string): Promise<ServiceDetail | null> {
  const row = await db
    .selectFrom('service_details')
    .selectAll()
    .where('service_slug', '=', slug)
    .executeTakeFirst();
  if (!row) return null;
  const expertiseAreas = toExpertise(row.expertise_areas);
  return {
    slug: row.service_slug,
    name: row.service_name,
    description: row.service_description,
    features: expertiseAreas.slice(0, 4).map((area) => area.name),
    updatedAt: toIso(row.updated_at),
    shortName: row.short_name,
    layout: row.layout,
    heroHeading: row.hero_heading,
    heroSubheading: row.hero_subheading,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    expertiseAreas,
    benefits: readJson(jsonColumns.serviceBenefits, row.benefits, row.service_slug).map((b) => ({
      name: b.name,
      description: b.description,
    })),
    processSteps: readJson(jsonColumns.serviceProcess, row.process_steps, row.service_slug)
      .map((s, i) => ({
        stepNumber: typeof s.step_number === 'number' ? s.step_number : i + 1,
        title: s.title,
        description: s.description,
      }))
      .sort((a, b) => a.stepNumber - b.stepNumber),
    faq: readJson(jsonColumns.serviceFaq, row.faq, row.service_slug).map((f) => ({
      question: f.question,
      answer: f.answer,
    })),
    cityReasons: readJson(jsonColumns.serviceCityReasons, row.city_reasons, row.service_slug).map(
      (r) => ({
        title: r.title,
        description: r.description,
      }),
    ),
    pricing: pricingOf(row),
  };
}

function pricingOf(row: {
  service_slug: string;
  price_plans: unknown;
  pricing_points: unknown;
}): Pricing | null {
  const plans = readJson(jsonColumns.servicePricePlans, row.price_plans, row.service_slug);
  const points = readJson(jsonColumns.servicePricingPoints, row.pricing_points, row.service_slug);
  return plans.length || points.length ? { plans, points } : null;
}
