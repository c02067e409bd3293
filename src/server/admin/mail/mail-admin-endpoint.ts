import 'server-only';

import { getDb } from '../../db/client';
import { createMailAdminApi } from './mail-admin-api';

export const mailAdminApi = createMailAdminApi({ db: getDb() });
