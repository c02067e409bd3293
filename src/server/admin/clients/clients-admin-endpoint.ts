import 'server-only';

import { clientAuditSoon } from '../../composition/seo-audit-runtime';
import { getDb } from '../../db/client';
import { createClientSearchApi } from './client-search-api';
import { createClientsAdminApi } from './clients-admin-api';

export const clientsAdminApi = createClientsAdminApi({ db: getDb(), auditSoon: clientAuditSoon });
export const clientSearchApi = createClientSearchApi({ db: getDb() });
