import 'server-only';

import { jsonColumns, readJson } from '../db/json-columns';
import type { DB, PostKind } from '../db/schema';
import { toIsoOrNull } from '../db/values';
import { isPublic, summaryColumns, toSummary, type PostDetail } from './blog-posts';

// One post as its page shows it: a public one by its address, or any one by its id for the preview.

export const getPublicPostBySlug = (db: DB, slug: string, now: string, kind: PostKind = 'post') =>
  postDetail(db, { column: 'blog_posts.slug', value: slug }, now, kind);

/**
 * A post by its id whatever its status (a draft, scheduled, published), as its page shows it, for
 * the editor's preview; with its status. Null when it does not exist.
 */
export async function getPostForPreview(
  db: DB,
  id: string,
): Promise<{ post: PostDetail; status: string; publishedAt: string | null } | null> {
  const post = await postDetail(db, { column: 'blog_posts.id', value: id }, null);
  if (!post) return null;
  const row = await db
    .selectFrom('blog_posts')
    .select(['status', 'published_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { post, status: row.status, publishedAt: toIsoOrNull(row.published_at) };
}

/** A post as its page shows it; only a public one unless `now` is null (the preview). */
async function postDetail(
  db: DB,
  match: { column: 'blog_posts.slug' | 'blog_posts.id'; value: string },
  now: string | null,
  kind: PostKind = 'post',
): Promise<PostDetail | null> {
  let query = db.selectFrom('blog_posts').leftJoin('authors', 'authors.id', 'blog_posts.author_id');
  if (now !== null) query = query.where(isPublic(now, kind));
  const row = await query
    .select([
      ...summaryColumns,
      'blog_posts.content',
      'blog_posts.meta_title',
      'blog_posts.meta_description',
      'blog_posts.social_image',
      'authors.name as author_name',
      'authors.profile_image as author_image',
      'authors.short_bio as author_short_bio',
      'authors.social_links as author_social_links',
    ])
    .where(match.column, '=', match.value)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...toSummary(row),
    content: row.content,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    socialImage: row.social_image,
    authorDetails:
      row.author_slug && row.author_name
        ? {
            name: row.author_name,
            slug: row.author_slug,
            profileImage: row.author_image ?? '',
            shortBio: row.author_short_bio ?? '',
            socialLinks: readJson(jsonColumns.socialLinks, row.author_social_links),
          }
        : null,
  };
}
