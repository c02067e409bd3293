import 'server-only';

import { defaultLeadSettings, type LeadSettings } from '@/lib/validation/lead-settings';

import type { DB } from '../db/client';
import { nowIso, parseJson, toJson } from '../db/values';

// The lead settings, one JSON document in site_settings; the defaults until the admin saves.

const LEADS = 'leads';

export async function getLeadSettings(db: DB): Promise<LeadSettings> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('name', '=', LEADS)
    .executeTakeFirst();
  return { ...defaultLeadSettings, ...parseJson<Partial<LeadSettings>>(row?.value, {}) };
}

export async function saveLeadSettings(db: DB, settings: LeadSettings): Promise<void> {
  const now = nowIso();
  const value = toJson(settings);
  await db
    .insertInto('site_settings')
    .values({ name: LEADS, value, updated_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: now }))
    .execute();
}
