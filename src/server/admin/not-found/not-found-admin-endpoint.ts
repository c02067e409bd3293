import 'server-only';

import { getDb } from '../../db/client';
import { createNotFoundAdminApi } from './not-found-admin-api';

export const notFoundAdminApi = createNotFoundAdminApi({ db: getDb() });
