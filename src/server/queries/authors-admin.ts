import 'server-only';

import { randomUUID } from 'node:crypto';

import { authorSocialFields, type AuthorData, type AuthorInput } from '@/lib/validation/author';

import type { DB } from '../db/schema';
import { nowIso, toJson } from '../db/values';
import { jsonColumns, readJson } from '../db/json-columns';
import { moveToTrash } from './trash';

// The authors admin's reads and writes. A post stores its author's name beside the author's id,
// so a rename is written into the posts too; an old slug stays as an alias (301 to the new one).

export type AdminAuthorRow = { id: string; name: string; slug: string; posts: number };

export class AuthorHasPostsError extends Error {
  constructor(readonly posts: number) {
    super(`The author has ${posts} posts`);
  }
}
export class UnknownSuccessorError extends Error {}

export async function listAuthorsForAdmin(db: DB): Promise<AdminAuthorRow[]> {
  const rows = await db
    .selectFrom('authors')
    .leftJoin('blog_posts', 'blog_posts.author_id', 'authors.id')
    .select((eb) => [
      'authors.id',
      'authors.name',
      'authors.slug',
      eb.fn.count<number | string>('blog_posts.id').as('posts'),
    ])
    .groupBy(['authors.id', 'authors.name', 'authors.slug'])
    .orderBy('authors.name')
    .execute();
  return rows.map((r) => ({ ...r, posts: Number(r.posts) }));
}

export async function getAuthorForEditing(db: DB, id: string): Promise<AuthorInput | null> {
  const row = await db.selectFrom('authors').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const links = readJson(jsonColumns.socialLinks, row.social_links, row.id);
  const link = (key: string) => (typeof links[key] === 'string' ? links[key] : '');
  return {
    name: row.name,
    slug: row.slug,
    profile_image: row.profile_image,
    short_bio: row.short_bio,
    full_bio: row.full_bio,
    linkedin: link('linkedin'),
    twitter: link('twitter'),
    facebook: link('facebook'),
    instagram: link('instagram'),
    website: link('website'),
  };
}

/** Whether another author has the slug, now or before a rename. */
export async function isAuthorSlugTaken(db: DB, slug: string, exceptId?: string): Promise<boolean> {
  const author = await db
    .selectFrom('authors')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (author && author.id !== exceptId) return true;
  const alias = await db
    .selectFrom('slug_aliases')
    .select('target_id')
    .where('kind', '=', 'author')
    .where('alias', '=', slug)
    .executeTakeFirst();
  return Boolean(alias && alias.target_id !== exceptId);
}

const columns = (data: AuthorData) => ({
  name: data.name,
  slug: data.slug,
  profile_image: data.profile_image,
  short_bio: data.short_bio,
  full_bio: data.full_bio,
  social_links: toJson(
    Object.fromEntries(authorSocialFields.filter((k) => data[k]).map((k) => [k, data[k]])),
  ),
});

export async function createAuthor(db: DB, data: AuthorData): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('authors')
      .values({ id, ...columns(data), created_at: now, updated_at: now })
      .execute();
    await trx
      .deleteFrom('slug_aliases')
      .where('kind', '=', 'author')
      .where('alias', '=', data.slug)
      .execute();
  });
  return id;
}

/** Saves an author; returns false when there is none with the id. */
export async function updateAuthor(db: DB, id: string, data: AuthorData): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('authors')
      .select(['slug', 'name'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) return false;
    const now = nowIso();
    await trx
      .updateTable('authors')
      .set({ ...columns(data), updated_at: now })
      .where('id', '=', id)
      .execute();
    if (before.name !== data.name)
      await trx
        .updateTable('blog_posts')
        .set({ author: data.name })
        .where('author_id', '=', id)
        .execute();
    if (before.slug !== data.slug) {
      await trx
        .deleteFrom('slug_aliases')
        .where('kind', '=', 'author')
        .where('alias', '=', data.slug)
        .execute();
      await trx
        .insertInto('slug_aliases')
        .values({ kind: 'author', alias: before.slug, target_id: id, created_at: now })
        .execute();
    }
    return true;
  });
}

/**
 * Deletes an author. Their posts go to the successor; an author with posts and no successor is
 * refused (AuthorHasPostsError). Moves the author to the trash (restoring gives the posts back)
 * and returns the trash entry's id; null when there is no author with the id.
 */
export async function deleteAuthor(
  db: DB,
  id: string,
  successorId: string,
  by?: string,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const author = await trx
      .selectFrom('authors')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!author) return null;
    const trashId = (await moveToTrash(trx, 'author', id, by))!;
    const posts = await trx
      .selectFrom('blog_posts')
      .select('id')
      .where('author_id', '=', id)
      .execute();
    if (posts.length > 0) {
      if (!successorId || successorId === id) throw new AuthorHasPostsError(posts.length);
      const successor = await trx
        .selectFrom('authors')
        .select(['id', 'name'])
        .where('id', '=', successorId)
        .executeTakeFirst();
      if (!successor) throw new UnknownSuccessorError();
      await trx
        .updateTable('blog_posts')
        .set({ author_id: successor.id, author: successor.name, updated_at: nowIso() })
        .where('author_id', '=', id)
        .execute();
    }
    await trx
      .deleteFrom('slug_aliases')
      .where('kind', '=', 'author')
      .where('target_id', '=', id)
      .execute();
    await trx.deleteFrom('authors').where('id', '=', id).execute();
    return trashId;
  });
}

/** Every old author slug and the slug the author has now. */
export async function listAuthorSlugAliases(db: DB): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('slug_aliases')
    .innerJoin('authors', 'authors.id', 'slug_aliases.target_id')
    .select(['slug_aliases.alias', 'authors.slug'])
    .where('slug_aliases.kind', '=', 'author')
    .execute();
  return new Map(rows.map((r) => [r.alias, r.slug]));
}
