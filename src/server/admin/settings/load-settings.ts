import 'server-only';

import { getDb } from '../../db/client';
import { getBusinessSettings, getPageMeta } from '../../queries/site-settings';

/** The settings screen's data: the business details, and the site's own pages' titles. */
export async function loadSettings() {
  const db = getDb();
  const [business, pageMeta] = await Promise.all([getBusinessSettings(db), getPageMeta(db)]);
  return { business, pageMeta };
}
