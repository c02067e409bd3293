import 'server-only';

import { adminFor } from '../../auth/current-admin';
import { getDb } from '../../db/client';
import { listRelatedPosts } from '../../queries/blog-posts';
import { getPostForPreview } from '../../queries/post-details';
import { postView } from '../../public-pages/post-page';

/**
 * A post for the editor's preview, whatever its status, read fresh (never cached); null for
 * someone not signed in with the content area, and 'missing' for a post that does not exist.
 */
export async function loadPostPreview(id: string) {
  if (!(await adminFor('content'))) return null;
  const db = getDb();
  const found = await getPostForPreview(db, id);
  if (!found) return 'missing' as const;
  const now = new Date();
  const related = await listRelatedPosts(db, {
    postId: id,
    tags: found.post.tags,
    now: now.toISOString(),
  });
  const scheduled = found.publishedAt !== null && Date.parse(found.publishedAt) > now.getTime();
  const visibility =
    found.status === 'draft' ? 'draft' : scheduled ? 'scheduled' : ('published' as const);
  return { ...found, visibility, view: await postView(found.post, related) };
}
