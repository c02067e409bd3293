import 'server-only';

import { getDb } from '../../db/client';
import { env } from '../../env';
import { listSitemapEntries } from '../../sitemap';
import { createSearchConsoleApi } from './search-console-api';

export const searchConsoleApi = createSearchConsoleApi({
  db: getDb(),
  siteHost: new URL(env.SITE_URL).hostname,
  sitePaths: async () =>
    new Set(
      (await listSitemapEntries()).map((entry) =>
        new URL(entry.url).pathname.replace(/(.)\/+$/, '$1'),
      ),
    ),
});
