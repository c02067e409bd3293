import 'server-only';

import { getDb } from '../../db/client';
import { getBusinessSettings } from '../../queries/site-settings';

/** The settings screen's data: the business details as stored. */
export function loadSettings() {
  return getBusinessSettings(getDb());
}
