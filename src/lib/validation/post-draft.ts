import './zod-config';

import { z } from 'zod';

import { caseStudyFigureSchema } from './case-study';

// A draft copy of the post form, saved while the writer types: any field may be empty or half
// done or too long, only the sizes are bounded (generously: an over-long title is still kept). The full checks run when the post itself is saved.

export const postDraftFieldsSchema = z
  .object({
    title: z.string().max(2000),
    slug: z.string().max(2000),
    excerpt: z.string().max(2000),
    content: z.string().max(200_000),
    featured_image: z.string().max(2000),
    author_id: z.string().max(64),
    category: z.string().max(2000),
    tags: z.string().max(2000),
    status: z.enum(['draft', 'published', 'scheduled']),
    scheduled_at: z.string().max(20),
    published_date: z.string().max(10),
    is_featured: z.boolean(),
    meta_title: z.string().max(2000),
    meta_description: z.string().max(2000),
    focus_keyphrase: z.string().max(2000),
    social_image: z.string().max(2000),
    kind: z.enum(['post', 'case-study']),
    case_client_id: z.string().max(64),
    case_description: z.string().max(2000),
    case_services: z.array(z.string().max(100)).max(50),
    case_city: z.string().max(100),
    case_figures: z.array(caseStudyFigureSchema).max(20),
  })
  .partial();

export const postDraftSchema = z.object({
  fields: postDraftFieldsSchema,
  /** The post's version the editor opened; null for a new post. */
  base_version: z.number().int().positive().nullable(),
});

export type PostDraftFields = z.infer<typeof postDraftFieldsSchema>;
