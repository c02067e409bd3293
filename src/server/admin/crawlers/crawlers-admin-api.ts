import 'server-only';

import { cacheTags } from '@/lib/cache-tags';
import { crawlerPolicySchema } from '@/lib/validation/crawler-policy';

import type { DB } from '../../db/schema';
import { getCrawlerPolicy, saveCrawlerPolicy } from '../../queries/site-settings';
import { createAdminGate, json } from '../admin-gate';

export type CrawlersAdminDependencies = {
  db: DB;
  /** Expires robots.txt and /llms.txt, so the next request follows the policy. */
  revalidate: (tags: string[]) => void;
  /** Tells the bot counter to read the bots the owner added again. */
  botsChanged: () => void;
};

/** PUT /api/admin/crawlers: what each crawler and AI bot may read, and /llms.txt on or off. */
export function createCrawlersAdminApi(deps: CrawlersAdminDependencies) {
  const { guarded } = createAdminGate(deps.db, 'site');

  const before = async () => ({
    title: 'Crawler policy',
    values: await getCrawlerPolicy(deps.db),
  });

  const savePolicy = guarded(
    { schema: crawlerPolicySchema, audit: { before } },
    async (_request, _params, _actor, data) => {
      await saveCrawlerPolicy(deps.db, data);
      deps.revalidate([cacheTags.crawlers]);
      deps.botsChanged();
      return json(200, { saved: true });
    },
  );

  return { savePolicy };
}
