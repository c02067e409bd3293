import 'server-only';

import { cacheTags } from '@/lib/cache-tags';
import { businessSchema } from '@/lib/validation/business';
import { pageMetaSchema } from '@/lib/validation/page-meta';

import type { DB } from '../../db/schema';
import {
  getBusinessSettings,
  getPageMeta,
  saveBusinessSettings,
  savePageMeta,
} from '../../queries/site-settings';
import { auditSubject } from '../audit-subject';
import { createAdminGate, json } from '../admin-gate';

export type SettingsAdminDependencies = {
  db: DB;
  /** Expires the public pages' cached data, so the next request shows the change. */
  revalidate: (tags: string[]) => void;
};

/**
 * The settings admin's API: saves the business details every page shows, and the titles and
 * descriptions of the site's own pages.
 */
export function createSettingsAdminApi(deps: SettingsAdminDependencies) {
  const { guarded } = createAdminGate(deps.db, 'site');

  const saveBusiness = guarded(
    { schema: businessSchema },
    async (request, _params, _actor, data) => {
      auditSubject(request, 'Business settings', await getBusinessSettings(deps.db));
      await saveBusinessSettings(deps.db, data);
      // Every page: the header, the footer and the structured data carry them.
      deps.revalidate([cacheTags.business]);
      return json(200, { saved: true });
    },
  );

  const savePageMetaSettings = guarded(
    { schema: pageMetaSchema },
    async (request, _params, _actor, data) => {
      auditSubject(request, 'Page titles and descriptions', await getPageMeta(deps.db));
      await savePageMeta(deps.db, data);
      deps.revalidate([cacheTags.pageMeta]);
      return json(200, { saved: true });
    },
  );

  return { saveBusiness, savePageMeta: savePageMetaSettings };
}
