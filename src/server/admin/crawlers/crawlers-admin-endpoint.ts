import 'server-only';

import { expireTags } from '../../cache/expire-tags';
import { readCustomBotsSoon } from '../../crawlers/bot-hit-memory';
import { getDb } from '../../db/client';
import { createCrawlersAdminApi } from './crawlers-admin-api';

export const crawlersAdminApi = createCrawlersAdminApi({
  db: getDb(),
  revalidate: expireTags,
  botsChanged: readCustomBotsSoon,
});
