import 'server-only';

import { adminFor } from '../../auth/current-admin';
import { getDb } from '../../db/client';
import { listRelatedPosts } from '../../queries/blog-posts';
import { getPostForPreview } from '../../queries/post-details';
import { caseStudyView } from '../../public-pages/case-study-pages';
import { postView } from '../../public-pages/post-page';
import { previewCaseStudy } from '../../case-studies/case-study-reads';

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
  // A case study is previewed as its own page draws it, figures read from its client's history.
  const study = await previewCaseStudy(db, id);
  return {
    ...found,
    visibility,
    view: study
      ? ({ kind: 'case-study', ...(await caseStudyView(study)) } as const)
      : ({ kind: 'post', ...(await postView(found.post, related)) } as const),
  };
}
