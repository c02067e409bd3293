import 'server-only';

import path from 'node:path';

import { revalidateTag } from 'next/cache';

import { pokePublishTimer } from '../blog-schedule/publish-timer';
import { getDb } from '../db/client';
import { env } from '../env';
import { createBlogAdminApi } from './blog-admin-api';

export const uploadsDir = path.join(env.DATA_DIR, 'uploads');

export const blogAdminApi = createBlogAdminApi({
  db: getDb(),
  uploadsDir,
  // expire: 0: the next request renders fresh data instead of serving the stale page once.
  revalidate: (tags) => {
    tags.forEach((tag) => revalidateTag(tag, { expire: 0 }));
    // A post may have been scheduled, or its time moved.
    pokePublishTimer();
  },
});
