import 'server-only';

import { saveBusinessSettings } from '../../queries/site-settings';
import type { DB } from '../client';
import { businessSeed } from './data/business';
import { seedOnce } from './once';

/** The business details as the site shipped them, stored once for the settings admin. */
export function seedBusinessOnce(db: DB): Promise<void> {
  return seedOnce(db, 'business_seeded_at', (trx) => saveBusinessSettings(trx, businessSeed));
}
