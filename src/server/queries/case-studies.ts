import 'server-only';

import type { BlogPostData } from '@/lib/validation/blog-post';
import type { CaseStudyFigure } from '@/lib/validation/case-study';

import { jsonArrayContains } from '../db/dialect';
import { jsonColumns, readJson } from '../db/json-columns';
import type { DB } from '../db/schema';
import { toIsoOrNull, toJson } from '../db/values';
import { isPublic, summaryColumns, toSummary, type PostSummary } from './blog-posts';

// Case studies: posts of the kind 'case-study' (written in the post editor) with their own row,
// case_studies. A client is named only while it has recorded its consent; else the page
// describes it as the case study does ("a jeweller in Jaipur").

export type CaseStudyFields = Pick<
  BlogPostData,
  'case_client_id' | 'case_description' | 'case_services' | 'case_city' | 'case_figures'
>;

export type CaseStudySummary = PostSummary & {
  clientId: string;
  /** The client's name once it has agreed to be named, else the case study's description. */
  subject: string;
  named: boolean;
  services: string[];
  /** The city's slug; '' for none. */
  city: string;
  figures: CaseStudyFigure[];
};

/** Keeps a post's case-study row with its post: written for a case study, none for a post. */
export async function saveCaseStudyRow(db: DB, postId: string, post: BlogPostData) {
  await db.deleteFrom('case_studies').where('post_id', '=', postId).execute();
  if (post.kind !== 'case-study') return;
  await db
    .insertInto('case_studies')
    .values({
      post_id: postId,
      client_id: post.case_client_id,
      description: post.case_description,
      services: toJson(post.case_services),
      city: post.case_city,
      figures: toJson(post.case_figures),
    })
    .execute();
}

/** The editor's case-study fields of a post; empty for a post of the blog. */
export async function caseStudyFieldsOf(db: DB, postId: string): Promise<CaseStudyFields> {
  const row = await db
    .selectFrom('case_studies')
    .selectAll()
    .where('post_id', '=', postId)
    .executeTakeFirst();
  return {
    case_client_id: row?.client_id ?? '',
    case_description: row?.description ?? '',
    case_services: row ? readJson(jsonColumns.caseStudyServices, row.services, postId) : [],
    case_city: row?.city ?? '',
    case_figures: row ? readJson(jsonColumns.caseStudyFigures, row.figures, postId) : [],
  };
}

/** The case studies, only the public ones unless `now` is null (the editor's preview). */
function caseStudies(db: DB, now: string | null) {
  const all = db
    .selectFrom('blog_posts')
    .innerJoin('case_studies', 'case_studies.post_id', 'blog_posts.id')
    .innerJoin('clients', 'clients.id', 'case_studies.client_id')
    .leftJoin('authors', 'authors.id', 'blog_posts.author_id');
  return (now === null ? all : all.where(isPublic(now, 'case-study'))).select([
    ...summaryColumns,
    'case_studies.client_id',
    'case_studies.description',
    'case_studies.services',
    'case_studies.city',
    'case_studies.figures',
    'clients.name as client_name',
    'clients.named_consent',
  ]);
}

type CaseStudyRow = Awaited<ReturnType<ReturnType<typeof caseStudies>['execute']>>[number];

function toCaseStudy(row: CaseStudyRow): CaseStudySummary {
  const named = row.named_consent.trim() !== '';
  return {
    ...toSummary(row),
    clientId: row.client_id,
    subject: named ? row.client_name : row.description,
    named,
    services: readJson(jsonColumns.caseStudyServices, row.services, row.id),
    city: row.city,
    figures: readJson(jsonColumns.caseStudyFigures, row.figures, row.id),
  };
}

/** The public case studies, newest first: all, or those of a service (and a city). */
export async function listPublicCaseStudies(
  db: DB,
  now: string,
  filter: { service?: string; city?: string } = {},
): Promise<CaseStudySummary[]> {
  let query = caseStudies(db, now);
  if (filter.service)
    query = query.where(jsonArrayContains(db, 'case_studies.services', filter.service));
  if (filter.city) query = query.where('case_studies.city', '=', filter.city);
  const rows = await query
    .orderBy('blog_posts.published_at', 'desc')
    .orderBy('blog_posts.id')
    .execute();
  return rows.map(toCaseStudy);
}

export type CaseStudyDetail = CaseStudySummary & {
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  socialImage: string | null;
};

/** A public case study by its slug; any one by its post's id when `now` is null (the preview). */
export async function caseStudyDetail(
  db: DB,
  match: { slug: string; now: string } | { id: string; now: null },
): Promise<CaseStudyDetail | null> {
  const query = caseStudies(db, match.now).select([
    'blog_posts.content',
    'blog_posts.meta_title',
    'blog_posts.meta_description',
    'blog_posts.social_image',
  ]);
  const row = await (
    'slug' in match
      ? query.where('blog_posts.slug', '=', match.slug)
      : query.where('blog_posts.id', '=', match.id)
  ).executeTakeFirst();
  if (!row) return null;
  return {
    ...toCaseStudy(row),
    content: row.content,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    socialImage: row.social_image,
  };
}

export type ClientCaseStudy = {
  id: string;
  title: string;
  slug: string;
  /** 'scheduled': published with a time still to come. */
  status: 'draft' | 'scheduled' | 'published';
  publishedAt: string | null;
};

/** The case studies about a client, whatever their status, newest first: for its screen. */
export async function caseStudiesOfClient(
  db: DB,
  clientId: string,
  now = new Date(),
): Promise<ClientCaseStudy[]> {
  const rows = await db
    .selectFrom('case_studies')
    .innerJoin('blog_posts', 'blog_posts.id', 'case_studies.post_id')
    .select(['blog_posts.id', 'title', 'slug', 'status', 'published_at', 'created_at'])
    .where('case_studies.client_id', '=', clientId)
    .orderBy('created_at', 'desc')
    .orderBy('blog_posts.id')
    .execute();
  return rows.map((row) => {
    const publishedAt = toIsoOrNull(row.published_at);
    const future = publishedAt !== null && Date.parse(publishedAt) > now.getTime();
    return {
      id: row.id,
      title: row.title,
      slug: row.slug,
      status: row.status === 'draft' ? 'draft' : future ? 'scheduled' : 'published',
      publishedAt,
    };
  });
}
