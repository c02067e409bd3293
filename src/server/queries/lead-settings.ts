import 'server-only';

import {
  defaultLeadSettings,
  leadSettingsSchema,
  type LeadSettings,
} from '@/lib/validation/lead-settings';

import type { DB } from '../db/schema';
import { readSetting, writeSetting } from './site-settings';

// The lead settings, one JSON document in site_settings; the defaults until the admin saves.

const LEADS = 'leads';

export const getLeadSettings = (db: DB): Promise<LeadSettings> =>
  readSetting(db, LEADS, leadSettingsSchema, defaultLeadSettings);

export const saveLeadSettings = (db: DB, settings: LeadSettings): Promise<void> =>
  writeSetting(db, LEADS, settings);
