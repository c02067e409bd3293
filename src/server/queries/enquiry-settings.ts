import 'server-only';

import {
  defaultEnquirySettings,
  enquirySettingsSchema,
  type EnquirySettings,
} from '@/lib/validation/enquiry';

import type { DB } from '../db/schema';
import { readSetting, writeSetting } from './site-settings';

// The lead settings, one JSON document in site_settings; the defaults until the admin saves.

const LEADS = 'leads';

export const getEnquirySettings = (db: DB): Promise<EnquirySettings> =>
  readSetting(db, LEADS, enquirySettingsSchema, defaultEnquirySettings);

export const saveEnquirySettings = (db: DB, settings: EnquirySettings): Promise<void> =>
  writeSetting(db, LEADS, settings);
