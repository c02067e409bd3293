import './zod-config';

import { z } from 'zod';

import { postCategorySlug, postCategorySlugs, type PostCategorySlug } from '@/content/blog';

import { fromIndiaLocalInput, inIndia } from '../india-time';
import { SLUG_PATTERN } from '../slug';
import { caseStudyFieldsSchema, checkCaseStudy, emptyCaseStudyFields } from './case-study';

// The blog admin's post form, a case study's too: one schema for the form and for the admin API.

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';

/** 'SEO, local seo , , Maps,SEO' -> ['SEO', 'local seo', 'Maps']: trimmed, no empties, no duplicates. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim().slice(0, 40);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags.slice(0, 20);
}

/** Today's date in India, as yyyy-MM-dd: the latest date the picker accepts. */
export function todayInIndia(now = new Date()): string {
  return inIndia(now.toISOString()).slice(0, 10);
}

export const SCHEDULE_MESSAGE = 'Choose a date and time in the future to schedule the post';

function isFuture(local: string): boolean {
  const at = fromIndiaLocalInput(local);
  return at !== null && Date.parse(at) > Date.now();
}

// Normalised: no empty, '.' or '..' segment, so it cannot leave /uploads or /images.
const SITE_IMAGE_PATH = /^\/(?:uploads|images)(?:\/(?!\.\.?(?:\/|$))[\w.-]+)+$/;
const SITE_IMAGE_MESSAGE =
  'Upload an image, or give the path of an image on this site (/uploads/... or /images/...)';

const required = (max: number, tooLong: string) =>
  z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(max, tooLong);

export const blogPostSchema = z
  .object({
    title: required(200, 'Please keep the title under 200 characters'),
    slug: required(100, 'Please keep the slug under 100 characters').regex(
      SLUG_PATTERN,
      'Use lower-case letters, numbers and single hyphens',
    ),
    excerpt: required(400, 'Please keep the excerpt under 400 characters'),
    content: required(200_000, 'Please keep the content under 200,000 characters'),
    featured_image: required(500, 'Please keep the image address under 500 characters').regex(
      SITE_IMAGE_PATH,
      SITE_IMAGE_MESSAGE,
    ),
    social_image: z
      .string()
      .trim()
      .max(500, 'Please keep the image address under 500 characters')
      .refine((path) => path === '' || SITE_IMAGE_PATH.test(path), SITE_IMAGE_MESSAGE)
      .default(''),
    author_id: required(64, REQUIRED_FIELDS_MESSAGE),
    // A category's slug; its name, as posts stored before slugs and API clients give it, is taken too.
    category: z
      .string()
      .transform((value) => (value.trim() === '' ? '' : (postCategorySlug(value) ?? value)))
      .refine(
        (value) => value === '' || postCategorySlugs.includes(value as PostCategorySlug),
        'Choose a category from the list',
      )
      .default(''),
    tags: z.string().max(1000, 'Too many tags').default(''),
    // 'scheduled' is stored as published with a time in the future (scheduled_at, India's time).
    status: z.enum(['draft', 'published', 'scheduled']).default('draft'),
    scheduled_at: z
      .string()
      .regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})?$/, 'Choose a date and time')
      .default(''),
    published_date: z
      .string()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Choose a date')
      .default(''),
    is_featured: z.boolean().default(false),
    meta_title: z
      .string()
      .trim()
      .max(300, 'Please keep the meta title under 300 characters')
      .default(''),
    meta_description: z
      .string()
      .trim()
      .max(500, 'Please keep the meta description under 500 characters')
      .default(''),
    focus_keyphrase: z
      .string()
      .trim()
      .max(100, 'Please keep the focus keyphrase under 100 characters')
      .default(''),
    // A case study is a post of its own kind, with its client, services, city and figures.
    ...caseStudyFieldsSchema.shape,
  })
  .superRefine(checkCaseStudy)
  .refine((post) => !post.published_date || post.published_date <= todayInIndia(), {
    path: ['published_date'],
    message: 'The published date cannot be later than today',
  })
  .refine((post) => post.status !== 'scheduled' || isFuture(post.scheduled_at), {
    path: ['scheduled_at'],
    message: SCHEDULE_MESSAGE,
  });

/** What a save or a restore sends besides the fields: the version the editor loaded. */
export const postVersionSchema = z.object({
  version: z
    .number({ error: 'Reload the post: the save did not say which version it edits.' })
    .int()
    .positive(),
});

/** A list's Publish or Unpublish Selected: the post as it is, published now or made a draft. */
export const postStatusSchema = z.object({ status: z.enum(['published', 'draft']) });

export type BlogPostInput = z.input<typeof blogPostSchema>;
export type BlogPostData = z.output<typeof blogPostSchema>;

export const emptyBlogPost: BlogPostInput = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  featured_image: '',
  author_id: '',
  category: '',
  tags: '',
  status: 'draft',
  scheduled_at: '',
  published_date: '',
  is_featured: false,
  meta_title: '',
  meta_description: '',
  focus_keyphrase: '',
  social_image: '',
  ...emptyCaseStudyFields,
};
