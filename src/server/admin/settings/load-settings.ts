import 'server-only';

import { displayPhone } from '@/lib/phone';

import { getDb } from '../../db/client';
import { getBusinessSettings, getPageMeta } from '../../queries/site-settings';

/** The settings screen's data: the business details, and the site's own pages' titles. */
export async function loadSettings() {
  const db = getDb();
  const [business, pageMeta] = await Promise.all([getBusinessSettings(db), getPageMeta(db)]);
  // Numbers are stored in E.164 and edited grouped, as they are shown.
  const grouped = (stored: string) => (stored ? displayPhone(stored) : '');
  return {
    business: {
      ...business,
      telephone: grouped(business.telephone),
      whatsapp: grouped(business.whatsapp),
      call_number: grouped(business.call_number),
    },
    pageMeta,
  };
}
