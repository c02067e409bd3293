import type { ColumnType } from 'kysely';

import type { Flag, Json, NullableTimestamp, Timestamp } from './column-types';

// The blog: authors, posts, their saved revisions and autosaved drafts.

export interface AuthorsTable {
  id: string;
  slug: string;
  name: string;
  profile_image: string;
  short_bio: string;
  full_bio: string;
  social_links: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BlogPostsTable {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  featured_image: string;
  category: string;
  categories: Json;
  tags: Json;
  author: string;
  author_id: string | null;
  is_featured: Flag;
  meta_title: string | null;
  meta_description: string | null;
  published_at: NullableTimestamp;
  status: 'draft' | 'published';
  view_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Raised by every save; a save names the version it started from (optimistic concurrency). */
  version: ColumnType<number, number | undefined, number>;
  focus_keyphrase: ColumnType<string | null, string | null | undefined, string | null>;
  social_image: ColumnType<string | null, string | null | undefined, string | null>;
  /** A post of the blog, or a case study (with its row in case_studies). */
  kind: ColumnType<PostKind, PostKind | undefined, PostKind>;
}

export type PostKind = 'post' | 'case-study';

/** A case study's own fields; its text, images and publishing are its post's. */
export interface CaseStudiesTable {
  post_id: string;
  client_id: string;
  /** How it names the client while the client has not agreed to be named. */
  description: string;
  /** JSON: the slugs of its services. */
  services: Json;
  /** Its city's slug; '' for none. */
  city: string;
  /** JSON: each figure's measure and months (CaseStudyFigure), the headline first. */
  figures: Json;
}

export interface BlogPostRevisionsTable {
  id: string;
  post_id: string;
  /** The post's version this save produced. */
  version: number;
  saved_by: string;
  saved_at: Timestamp;
  /** The editor's fields as saved (PostFields), as JSON. */
  fields: string;
}

export interface BlogPostDraftsTable {
  /** The post's id, or 'new' for a post not yet created. */
  draft_key: string;
  base_version: number | null;
  fields: string;
  saved_at: Timestamp;
}
