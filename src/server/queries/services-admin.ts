import 'server-only';

import { randomUUID } from 'node:crypto';

import type { ServiceData, ServiceInput } from '@/lib/validation/service';

import type { DB } from '../db/schema';
import { nowIso, toIso, toJson } from '../db/values';
import { getServiceBySlug } from './services';
import { moveToTrash } from './trash';

// The services admin's reads and writes. A service's slug names its page and every city page of
// it, so a rename moves those pages and keeps the old slug as an alias answered with a 301.

export type ServiceListItem = {
  id: string;
  slug: string;
  name: string;
  layout: string;
  cityPages: number;
  updatedAt: string;
};

export async function listServiceRecords(db: DB): Promise<ServiceListItem[]> {
  const rows = await db
    .selectFrom('service_details as s')
    .leftJoin('city_pages as p', 'p.service_slug', 's.service_slug')
    .select((eb) => [
      's.id',
      's.service_slug',
      's.service_name',
      's.layout',
      's.updated_at',
      eb.fn.count<number | string>('p.id').as('pages'),
    ])
    .groupBy(['s.id', 's.service_slug', 's.service_name', 's.layout', 's.updated_at', 's.position'])
    .orderBy('s.position')
    .orderBy('s.service_name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    slug: r.service_slug,
    name: r.service_name,
    layout: r.layout,
    cityPages: Number(r.pages),
    updatedAt: toIso(r.updated_at),
  }));
}

const slugOf = async (db: DB, id: string) =>
  (
    await db
      .selectFrom('service_details')
      .select('service_slug')
      .where('id', '=', id)
      .executeTakeFirst()
  )?.service_slug;

/** The stored service as the form edits it; null when there is none. */
export async function getServiceForm(
  db: DB,
  id: string,
): Promise<{ id: string; values: ServiceInput } | null> {
  const slug = await slugOf(db, id);
  const service = slug ? await getServiceBySlug(db, slug) : null;
  if (!service) return null;
  return {
    id,
    values: {
      service_name: service.name,
      service_slug: service.slug,
      short_name: service.shortName,
      layout: service.layout,
      service_description: service.description,
      hero_heading: service.heroHeading,
      hero_subheading: service.heroSubheading,
      meta_title: service.metaTitle,
      meta_description: service.metaDescription,
      expertise_areas: service.expertiseAreas.map((a) => ({
        name: a.name,
        description: a.description,
        sub_topics: a.subTopics,
      })),
      benefits: service.benefits,
      process_steps: service.processSteps.map(({ title, description }) => ({ title, description })),
      faq: service.faq,
      city_reasons: service.cityReasons,
      price_plans: service.pricing?.plans ?? [],
      pricing_points: (service.pricing?.points ?? []).map((point) => ({ point })),
    },
  };
}

/** Who holds a slug: another service, or a service that had it before a rename. */
export async function serviceSlugOwner(
  db: DB,
  slug: string,
  exceptId?: string,
): Promise<{ kind: 'service' | 'alias'; name: string } | null> {
  const service = await db
    .selectFrom('service_details')
    .select(['id', 'service_name'])
    .where('service_slug', '=', slug)
    .executeTakeFirst();
  if (service && service.id !== exceptId) return { kind: 'service', name: service.service_name };
  const alias = await db
    .selectFrom('slug_aliases')
    .innerJoin('service_details as s', 's.id', 'slug_aliases.target_id')
    .select(['s.id', 's.service_name'])
    .where('slug_aliases.kind', '=', 'service')
    .where('slug_aliases.alias', '=', slug)
    .executeTakeFirst();
  if (alias && alias.id !== exceptId) return { kind: 'alias', name: alias.service_name };
  return null;
}

const columns = (data: ServiceData) => ({
  ...data,
  expertise_areas: toJson(data.expertise_areas),
  benefits: toJson(data.benefits),
  process_steps: toJson(data.process_steps.map((s, i) => ({ step_number: i + 1, ...s }))),
  faq: toJson(data.faq),
  city_reasons: toJson(data.city_reasons),
  price_plans: toJson(data.price_plans),
  pricing_points: toJson(data.pricing_points.map((p) => p.point)),
});

const dropAlias = (db: DB, slug: string) =>
  db.deleteFrom('slug_aliases').where('kind', '=', 'service').where('alias', '=', slug).execute();

export async function createService(db: DB, data: ServiceData): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('service_details')
      .select((eb) => eb.fn.max('position').as('position'))
      .executeTakeFirst();
    await dropAlias(trx, data.service_slug);
    await trx
      .insertInto('service_details')
      .values({
        id,
        ...columns(data),
        position: Number(last?.position ?? -1) + 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  return id;
}

/** Saves the service; a new slug moves its city pages and keeps the old slug as an alias. */
export async function updateService(db: DB, id: string, data: ServiceData): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await slugOf(trx, id);
    if (!before) return false;
    const now = nowIso();
    await trx
      .updateTable('service_details')
      .set({ ...columns(data), updated_at: now })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('city_pages')
      .set({ service_slug: data.service_slug, service_type: data.short_name })
      .where('service_slug', '=', before)
      .execute();
    if (before !== data.service_slug) {
      await trx
        .updateTable('form_submissions')
        .set({ service_interest: data.service_slug })
        .where('service_interest', '=', before)
        .execute();
      await dropAlias(trx, data.service_slug);
      await trx
        .insertInto('slug_aliases')
        .values({ kind: 'service', alias: before, target_id: id, created_at: now })
        .execute();
    }
    return true;
  });
}

/** Moves the service, its city pages and its old slugs to the trash; null when there is none. */
export async function deleteService(db: DB, id: string, by?: string): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const slug = await slugOf(trx, id);
    const trashId = slug && (await moveToTrash(trx, 'service', id, by));
    if (!slug || !trashId) return null;
    await trx.deleteFrom('city_pages').where('service_slug', '=', slug).execute();
    await trx
      .deleteFrom('slug_aliases')
      .where('kind', '=', 'service')
      .where('target_id', '=', id)
      .execute();
    await trx.deleteFrom('service_details').where('id', '=', id).execute();
    return trashId;
  });
}

/** Every old service slug and the slug the service has now. */
export async function listServiceSlugAliases(db: DB): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('slug_aliases')
    .innerJoin('service_details as s', 's.id', 'slug_aliases.target_id')
    .select(['slug_aliases.alias', 's.service_slug'])
    .where('slug_aliases.kind', '=', 'service')
    .execute();
  return new Map(rows.map((r) => [r.alias, r.service_slug]));
}
