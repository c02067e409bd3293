import 'server-only';

import { inIndia, toIndiaLocalInput } from '@/lib/india-time';
import { emptyCaseStudyFields, type CaseStudyFigure } from '@/lib/validation/case-study';

import type { DB, PostKind } from '../db/schema';
import { caseStudyFieldsOf } from './case-studies';
import { toIso, toIsoOrNull } from '../db/values';
import { jsonColumns, readJson } from '../db/json-columns';

// The blog admin's reads and writes: every post, whatever its status.

export type AdminPostRow = {
  id: string;
  slug: string;
  title: string;
  author: string;
  /** 'scheduled': published with a time still in the future. */
  status: PostStatus;
  publishedAt: string | null;
  views: number;
  createdAt: string;
};

export type AdminPost = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featured_image: string;
  author_id: string;
  category: string;
  tags: string;
  status: PostStatus;
  scheduled_at: string;
  published_date: string;
  is_featured: boolean;
  meta_title: string;
  meta_description: string;
  focus_keyphrase: string;
  social_image: string;
  kind: PostKind;
  case_client_id: string;
  case_description: string;
  case_services: string[];
  case_city: string;
  case_figures: CaseStudyFigure[];
  /** The version this form was loaded at; a save names it (optimistic concurrency). */
  version: number;
  updatedAt: string;
};

export type PostStatus = 'draft' | 'published' | 'scheduled';

const statusAt = (status: 'draft' | 'published', publishedAt: string | null, now: Date) =>
  status === 'published' && publishedAt && Date.parse(publishedAt) > now.getTime()
    ? 'scheduled'
    : status;

export type AuthorOption = { id: string; name: string };

/** The date in India of an instant: 'yyyy-MM-dd'. */
export const indiaDate = (iso: string) => inIndia(iso).slice(0, 10);

/** Every post of the kind (the blog's, or the case studies), whatever its status. */
export async function listAllPosts(
  db: DB,
  now = new Date(),
  kind: PostKind = 'post',
): Promise<AdminPostRow[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select(['id', 'slug', 'title', 'author', 'status', 'published_at', 'view_count', 'created_at'])
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const publishedAt = toIsoOrNull(r.published_at);
    return {
      id: r.id,
      slug: r.slug,
      title: r.title,
      author: r.author,
      status: statusAt(r.status, publishedAt, now),
      publishedAt,
      views: r.view_count,
      createdAt: toIso(r.created_at),
    };
  });
}

export async function getPostForEditing(
  db: DB,
  id: string,
  now = new Date(),
): Promise<AdminPost | null> {
  const row = await db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const published = toIsoOrNull(row.published_at);
  const status = statusAt(row.status, published, now);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    featured_image: row.featured_image,
    author_id: row.author_id ?? '',
    category: row.category,
    tags: readJson(jsonColumns.postTags, row.tags, row.id).join(', '),
    status,
    scheduled_at: status === 'scheduled' && published ? toIndiaLocalInput(published) : '',
    published_date: published && status !== 'scheduled' ? indiaDate(published) : '',
    is_featured: row.is_featured === 1,
    meta_title: row.meta_title ?? '',
    meta_description: row.meta_description ?? '',
    focus_keyphrase: row.focus_keyphrase ?? '',
    social_image: row.social_image ?? '',
    kind: row.kind,
    // A post of the blog has no case-study row to read.
    ...(row.kind === 'case-study' ? await caseStudyFieldsOf(db, row.id) : emptyCaseStudyFields),
    version: row.version,
    updatedAt: toIso(row.updated_at),
  };
}

export async function listAuthorOptions(db: DB): Promise<AuthorOption[]> {
  return db.selectFrom('authors').select(['id', 'name']).orderBy('name').execute();
}

export async function isSlugTaken(db: DB, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('blog_posts').select('id').where('slug', '=', slug);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
