import 'server-only';

import { revalidateTag } from 'next/cache';

import { cacheTags } from '@/lib/cache-tags';

import { pokePublishTimer } from '../../blog-schedule/publish-timer';
import { getDb } from '../../db/client';
import { createPostEditorApi } from './post-editor-api';

export const postEditorApi = createPostEditorApi({
  db: getDb(),
  changed: () => {
    for (const tag of [cacheTags.blogPosts, cacheTags.authors]) revalidateTag(tag, { expire: 0 });
    pokePublishTimer();
  },
});
