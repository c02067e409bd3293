import 'server-only';

import { randomUUID } from 'node:crypto';

import type { DB } from '../schema';
import { nowIso, toJson } from '../values';
import { authorSeeds } from './data/blog/authors';
import { postSeeds } from './data/blog/posts';
import { SEED_COPY_WRITTEN_AT } from './data/written-at';

export async function seedAuthors(db: DB): Promise<void> {
  const now = SEED_COPY_WRITTEN_AT;
  await db
    .insertInto('authors')
    .values(
      authorSeeds.map((a) => ({
        id: randomUUID(),
        ...a,
        social_links: toJson(a.social_links),
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}

export async function seedPosts(db: DB): Promise<void> {
  const authors = await db.selectFrom('authors').select(['id', 'slug', 'name']).execute();
  const bySlug = new Map(authors.map((a) => [a.slug, a]));
  await db
    .insertInto('blog_posts')
    .values(
      postSeeds.map((post) => {
        const author = bySlug.get(post.authorSlug);
        const stamp = post.published_at ?? nowIso();
        return {
          id: randomUUID(),
          slug: post.slug,
          title: post.title,
          excerpt: post.excerpt,
          content: post.content,
          featured_image: `/images/blog/${post.slug}.webp`,
          category: post.category,
          categories: toJson([post.category]),
          tags: toJson(post.tags),
          author: author?.name ?? '',
          author_id: author?.id ?? null,
          is_featured: post.is_featured ? 1 : 0,
          meta_title: post.meta_title ?? null,
          meta_description: post.meta_description ?? null,
          published_at: post.published_at,
          status: post.status,
          created_at: stamp,
          updated_at: stamp,
        };
      }),
    )
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}
