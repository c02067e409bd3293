import 'server-only';

import type { DB } from '../db/schema';
import { jsonArrayContains } from '../db/dialect';
import { toIso } from '../db/values';
import { jsonColumns, readJson } from '../db/json-columns';
import { isPublic, newestPostsPage, publicPosts, type PostSummary } from './blog-posts';

export type SocialNetwork = 'twitter' | 'linkedin' | 'facebook' | 'instagram' | 'website';
export const socialNetworks: readonly SocialNetwork[] = [
  'twitter',
  'linkedin',
  'facebook',
  'instagram',
  'website',
];

export type Author = {
  id: string;
  slug: string;
  name: string;
  profileImage: string;
  shortBio: string;
  fullBio: string;
  socialLinks: Partial<Record<SocialNetwork, string>>;
  updatedAt: string;
};

export const AUTHOR_PAGE_SIZE = 8;

export async function getAuthorBySlug(db: DB, slug: string): Promise<Author | null> {
  const row = await db
    .selectFrom('authors')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) return null;
  const links = readJson(jsonColumns.socialLinks, row.social_links, row.id);
  const socialLinks: Partial<Record<SocialNetwork, string>> = {};
  for (const network of socialNetworks) {
    const url = links[network];
    if (typeof url === 'string' && /^https?:\/\//.test(url)) socialLinks[network] = url;
  }
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    profileImage: row.profile_image,
    shortBio: row.short_bio,
    fullBio: row.full_bio,
    socialLinks,
    updatedAt: toIso(row.updated_at),
  };
}

export type AuthorPostPage = {
  posts: PostSummary[];
  total: number;
  page: number;
  pageCount: number;
  tags: string[];
};

/** An author's public posts, newest first, 8 a page, optionally with one tag; plus every tag they used. */
export async function listAuthorPosts(
  db: DB,
  options: { authorId: string; now: string; tag?: string | null; page: number; pageSize?: number },
): Promise<AuthorPostPage> {
  const pageSize = options.pageSize ?? AUTHOR_PAGE_SIZE;
  const all = publicPosts(db, options.now).where('blog_posts.author_id', '=', options.authorId);
  const tagRows = await all.select('blog_posts.tags').execute();
  const tags = [...new Set(tagRows.flatMap((r) => readJson(jsonColumns.postTags, r.tags)))].sort(
    (a, b) => a.localeCompare(b),
  );

  const filtered = options.tag
    ? all.where(jsonArrayContains(db, 'blog_posts.tags', options.tag))
    : all;
  return { ...(await newestPostsPage(filtered, options.page, pageSize)), tags };
}

export type AuthorLink = { slug: string; updatedAt: string };

/** The authors with a public post: a profile with no article is no page to index or list. */
export async function listAuthorLinks(db: DB, now: string): Promise<AuthorLink[]> {
  const rows = await db
    .selectFrom('authors')
    .select(['slug', 'updated_at'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('blog_posts')
          .select('blog_posts.id')
          .whereRef('blog_posts.author_id', '=', 'authors.id')
          .where(isPublic(now)),
      ),
    )
    .orderBy('slug')
    .execute();
  return rows.map((r) => ({ slug: r.slug, updatedAt: toIso(r.updated_at) }));
}
