import 'server-only';

import { cacheTags } from '@/lib/cache-tags';
import { businessFormSchema } from '@/lib/validation/business';
import { pageMetaSchema } from '@/lib/validation/page-meta';

import type { DB } from '../../db/schema';
import {
  getBusinessSettings,
  getPageMeta,
  saveBusinessSettings,
  savePageMeta,
} from '../../queries/site-settings';
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

  const businessBefore = async () => ({
    title: 'Business settings',
    values: await getBusinessSettings(deps.db),
  });
  const pageMetaBefore = async () => ({
    title: 'Page titles and descriptions',
    values: await getPageMeta(deps.db),
  });

  const saveBusiness = guarded(
    { schema: businessFormSchema, audit: { before: businessBefore } },
    async (_request, _params, _actor, data) => {
      await saveBusinessSettings(deps.db, data);
      // Every page: the header, the footer and the structured data carry them.
      deps.revalidate([cacheTags.business]);
      return json(200, { saved: true });
    },
  );

  const savePageMetaSettings = guarded(
    { schema: pageMetaSchema, audit: { before: pageMetaBefore } },
    async (_request, _params, _actor, data) => {
      await savePageMeta(deps.db, data);
      deps.revalidate([cacheTags.pageMeta]);
      return json(200, { saved: true });
    },
  );

  return { saveBusiness, savePageMeta: savePageMetaSettings };
}
