import 'server-only';

import { expireTags } from '../../cache/expire-tags';
import { getDb } from '../../db/client';
import { uploadStorage } from '../../uploads/configured-storage';
import { createMediaAdminApi } from './media-admin-api';

export const mediaAdminApi = createMediaAdminApi({
  db: getDb(),
  uploads: uploadStorage,
  revalidate: expireTags,
});
