import 'server-only';

import { cacheTags } from '@/lib/cache-tags';

import { expireTags } from '../../cache/expire-tags';
import { deliverQueuedSoon } from '../../composition/bindings';
import { clientAuditSoon } from '../../composition/seo-audit-runtime';
import { getDb } from '../../db/client';
import { env } from '../../env';
import { createClientReportApi } from './client-report-api';
import { createClientSearchApi } from './client-search-api';
import { createClientsAdminApi } from './clients-admin-api';

/** A client's name, consent or search figures show on the case studies about it. */
const caseStudiesChanged = () => expireTags([cacheTags.caseStudies]);

export const clientsAdminApi = createClientsAdminApi({
  db: getDb(),
  auditSoon: clientAuditSoon,
  changed: caseStudiesChanged,
});
export const clientSearchApi = createClientSearchApi({ db: getDb(), changed: caseStudiesChanged });
export const clientReportApi = createClientReportApi({
  db: getDb(),
  siteUrl: env.SITE_URL,
  onMailQueued: deliverQueuedSoon,
});
