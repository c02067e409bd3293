import 'server-only';

import { expireTags } from '../../cache/expire-tags';
import { getDb } from '../../db/client';
import { createWebVitalsAdminApi } from './web-vitals-admin-api';

export const webVitalsAdminApi = createWebVitalsAdminApi({ db: getDb(), revalidate: expireTags });
