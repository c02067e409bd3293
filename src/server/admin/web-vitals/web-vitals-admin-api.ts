import 'server-only';

import { cacheTags } from '@/lib/cache-tags';
import { webVitalsSettingsSchema } from '@/lib/validation/web-vitals';

import type { DB } from '../../db/schema';
import { getWebVitalsSettings, saveWebVitalsSettings } from '../../queries/site-settings';
import { auditSubject } from '../audit-subject';
import { createAdminGate, json } from '../admin-gate';

export type WebVitalsAdminDependencies = {
  db: DB;
  /** Expires the public pages, which load the collector or not by the setting. */
  revalidate: (tags: string[]) => void;
};

/** PUT /api/admin/web-vitals: which share of visits the Core Web Vitals collector measures. */
export function createWebVitalsAdminApi(deps: WebVitalsAdminDependencies) {
  const { guarded } = createAdminGate(deps.db, 'site');
  const saveSettings = guarded(
    { schema: webVitalsSettingsSchema },
    async (request, _params, _actor, data) => {
      auditSubject(request, 'Core Web Vitals sampling', await getWebVitalsSettings(deps.db));
      await saveWebVitalsSettings(deps.db, data);
      deps.revalidate([cacheTags.webVitals]);
      return json(200, { saved: true });
    },
  );
  return { saveSettings };
}
