import 'server-only';

import { z } from 'zod';

import { defaultPageMeta } from '@/content/page-meta';
import { businessSchema, type BusinessData } from '@/lib/validation/business';
import {
  crawlerPolicySchema,
  defaultCrawlerPolicy,
  type CrawlerPolicy,
} from '@/lib/validation/crawler-policy';
import { pageMetaSchema, type PageMetaData } from '@/lib/validation/page-meta';
import {
  defaultWebVitalsSettings,
  webVitalsSettingsSchema,
  type WebVitalsSettings,
} from '@/lib/validation/web-vitals';

import type { DB } from '../db/schema';
import { BUSINESS_SETTING, businessSeed } from '../db/seed/data/business';
import { column, readJson } from '../db/json-columns';
import { nowIso, toJson } from '../db/values';

// Settings kept as one JSON document a name, read over their defaults. The business details
// always exist: seeded on the first start, and read as the shipped ones should the row be missing.

/**
 * The stored document over the defaults (a setting added since it was saved takes its default),
 * checked by the setting's form schema; a document the schema refuses is logged and read as the
 * defaults.
 */
export async function readSetting<T extends object>(
  db: DB,
  name: string,
  schema: z.ZodType<T>,
  defaults: T,
): Promise<T> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  const stored = readJson(
    column(`site_settings.value (${name})`, z.record(z.string(), z.unknown()), {}),
    row?.value,
  );
  return readJson(column(`site_settings.value (${name})`, schema, defaults), {
    ...defaults,
    ...stored,
  });
}

export async function writeSetting(db: DB, name: string, data: object): Promise<void> {
  const now = nowIso();
  const value = toJson(data);
  await db
    .insertInto('site_settings')
    .values({ name, value, updated_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: now }))
    .execute();
}

export const getBusinessSettings = (db: DB): Promise<BusinessData> =>
  readSetting(db, BUSINESS_SETTING, businessSchema, businessSeed);

export const saveBusinessSettings = (db: DB, data: BusinessData): Promise<void> =>
  writeSetting(db, BUSINESS_SETTING, data);

const PAGE_META_SETTING = 'page_meta';

/** The site's own pages' titles and descriptions: as saved, else as shipped for the business. */
export const getPageMeta = async (db: DB): Promise<PageMetaData> =>
  readSetting(
    db,
    PAGE_META_SETTING,
    pageMetaSchema,
    defaultPageMeta((await getBusinessSettings(db)).name),
  );

export const savePageMeta = (db: DB, data: PageMetaData): Promise<void> =>
  writeSetting(db, PAGE_META_SETTING, data);

const CRAWLER_POLICY_SETTING = 'crawler_policy';

/** What each crawler and AI bot may read, and whether /llms.txt is served. */
export const getCrawlerPolicy = (db: DB): Promise<CrawlerPolicy> =>
  readSetting(db, CRAWLER_POLICY_SETTING, crawlerPolicySchema, defaultCrawlerPolicy);

export const saveCrawlerPolicy = (db: DB, data: CrawlerPolicy): Promise<void> =>
  writeSetting(db, CRAWLER_POLICY_SETTING, data);

const WEB_VITALS_SETTING = 'web_vitals';

/** Which share of visits the public pages' Core Web Vitals collector measures. */
export const getWebVitalsSettings = (db: DB): Promise<WebVitalsSettings> =>
  readSetting(db, WEB_VITALS_SETTING, webVitalsSettingsSchema, defaultWebVitalsSettings);

export const saveWebVitalsSettings = (db: DB, data: WebVitalsSettings): Promise<void> =>
  writeSetting(db, WEB_VITALS_SETTING, data);
