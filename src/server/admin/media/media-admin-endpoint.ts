import 'server-only';

import { getDb } from '../../db/client';
import { uploadStorage } from '../../uploads/configured-storage';
import { createMediaAdminApi } from './media-admin-api';

export const mediaAdminApi = createMediaAdminApi({ db: getDb(), uploads: uploadStorage });
