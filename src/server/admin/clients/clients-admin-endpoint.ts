import 'server-only';

import { deliverQueuedSoon } from '../../composition/bindings';
import { clientAuditSoon } from '../../composition/seo-audit-runtime';
import { getDb } from '../../db/client';
import { env } from '../../env';
import { createClientReportApi } from './client-report-api';
import { createClientSearchApi } from './client-search-api';
import { createClientsAdminApi } from './clients-admin-api';

export const clientsAdminApi = createClientsAdminApi({ db: getDb(), auditSoon: clientAuditSoon });
export const clientSearchApi = createClientSearchApi({ db: getDb() });
export const clientReportApi = createClientReportApi({
  db: getDb(),
  siteUrl: env.SITE_URL,
  onMailQueued: deliverQueuedSoon,
});
