import 'server-only';

import { cacheTags } from '@/lib/cache-tags';
import { webVitalsSettingsSchema } from '@/lib/validation/web-vitals';

import type { DB } from '../../db/schema';
import { getWebVitalsSettings, saveWebVitalsSettings } from '../../queries/site-settings';
import { createAdminGate, json } from '../admin-gate';

export type WebVitalsAdminDependencies = {
  db: DB;
  /** Expires the public pages, which load the collector or not by the setting. */
  revalidate: (tags: string[]) => void;
};

/** PUT /api/admin/web-vitals: which share of visits the Core Web Vitals collector measures. */
export function createWebVitalsAdminApi(deps: WebVitalsAdminDependencies) {
  const { guarded } = createAdminGate(deps.db, 'site');
  const before = async () => ({
    title: 'Core Web Vitals sampling',
    values: await getWebVitalsSettings(deps.db),
  });
  const saveSettings = guarded(
    { schema: webVitalsSettingsSchema, audit: { before } },
    async (_request, _params, _actor, data) => {
      await saveWebVitalsSettings(deps.db, data);
      deps.revalidate([cacheTags.webVitals]);
      return json(200, { saved: true });
    },
  );
  return { saveSettings };
}
