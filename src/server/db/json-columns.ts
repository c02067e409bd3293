import 'server-only';

import { z } from 'zod';

import { caseStudyFigureSchema } from '@/lib/validation/case-study';
import { postDraftFieldsSchema } from '@/lib/validation/post-draft';
import { pricePlanSchema } from '@/lib/validation/price-plan';
import { quoteContentSchema } from '@/lib/validation/quote';

import { logger } from '../logger';

// What each JSON column holds, checked whenever it is read (readJson): a row that does not match
// is logged with its column and first problem, and read as the column's default, so one bad row
// never breaks a page. Settings, one JSON document a name, are checked by their own form schemas
// (queries/site-settings.ts).

export type JsonColumn<T> = { name: string; schema: z.ZodType<T>; fallback: T };

export const column = <T>(name: string, schema: z.ZodType<T>, fallback: T): JsonColumn<T> => ({
  name,
  schema,
  fallback,
});

const strings = z.array(z.string());
const lenientText = z.string().catch('');
const titled = z.array(z.object({ title: z.string(), description: z.string() }));
const named = z.array(z.object({ name: z.string(), description: z.string() }));
const questions = z.array(z.object({ question: z.string(), answer: z.string() }));

const tableRows = z.array(
  z.object({
    table: z.string(),
    rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  }),
);

const auditReport = z.object({
  homeUrl: z.string(),
  pagesRead: z.array(z.string()),
  results: z.array(
    z.object({
      id: z.string(),
      status: z.enum(['pass', 'warn', 'fail', 'skip']),
      evidence: z.array(z.string()),
      blocker: z.string().optional(),
    }),
  ),
  pageSpeed: z
    .union([
      z.object({
        labScore: z.number().nullable(),
        field: z
          .object({
            lcpMs: z.number().nullable(),
            inpMs: z.number().nullable(),
            cls: z.number().nullable(),
          })
          .nullable(),
      }),
      z.object({ error: z.string() }),
    ])
    .nullable()
    .optional(),
  preview: z
    .object({
      url: z.string(),
      title: z.string(),
      description: z.string(),
      card: z.object({
        title: z.string(),
        description: z.string(),
        imageUrl: z.string().nullable(),
        thumbnail: z.string().nullable(),
      }),
    })
    .nullable()
    .optional(),
});

export const jsonColumns = {
  quoteContent: column('quotes.content', quoteContentSchema.nullable(), null),
  quoteAnswer: column(
    'quotes.answer',
    z
      .object({
        action: z.enum(['accept', 'decline']),
        name: z.string().optional(),
        reason: z.string().optional(),
        ipAddress: z.string(),
        userAgent: z.string(),
      })
      .nullable(),
    null,
  ),
  outboxCalendar: column(
    'email_outbox.calendar',
    z.object({ method: z.enum(['REQUEST', 'CANCEL']), content: z.string() }).nullable(),
    null,
  ),
  auditFields: column('audit_log.fields', strings, []),
  seoAuditProgress: column('seo_audits.progress', strings, []),
  seoAuditReport: column('seo_audits.report', auditReport.nullable(), null),
  clientAuditReport: column('client_audits.report', auditReport.nullable(), null),
  trashSnapshot: column('trash.snapshot', z.object({ rows: tableRows, links: tableRows }), {
    rows: [],
    links: [],
  }),
  draftFields: column('blog_post_drafts.fields', postDraftFieldsSchema, {}),
  // A revision is read over the empty post: a field added since it was kept is empty.
  revisionFields: column('blog_post_revisions.fields', postDraftFieldsSchema, {}),
  postTags: column('blog_posts.tags', strings, []),
  clientServices: column('clients.services', strings, []),
  caseStudyServices: column('case_studies.services', strings, []),
  caseStudyFigures: column('case_studies.figures', z.array(caseStudyFigureSchema), []),
  socialLinks: column('authors.social_links', z.record(z.string(), z.string()), {}),
  utm: column('form_submissions.utm', z.record(z.string(), z.string()), {}),
  healthFindings: column(
    'health_reports.findings',
    z.array(
      z.object({
        kind: z.string(),
        path: z.string(),
        detail: z.string(),
        fix: z.string().nullable(),
      }),
    ),
    [],
  ),
  cityFaqQuestions: column('city_pages.faq_questions', strings, []),
  cityFaqAnswers: column('city_pages.faq_answers', strings, []),
  cityServicesOffered: column('city_pages.services_offered', titled, []),
  // The spec's coercion: a field that is not text is empty, a rating is clamped where it is read.
  cityTestimonials: column(
    'city_pages.testimonials',
    z.array(
      z.object({
        quote: lenientText,
        author: lenientText,
        role: lenientText,
        company: lenientText,
        rating: z.unknown(),
      }),
    ),
    [],
  ),
  serviceExpertise: column(
    'service_details.expertise_areas',
    z.array(
      z.object({
        name: z.string(),
        description: z.string(),
        sub_topics: named.default([]),
      }),
    ),
    [],
  ),
  serviceBenefits: column('service_details.benefits', named, []),
  serviceProcess: column(
    'service_details.process_steps',
    z.array(
      z.object({ step_number: z.number().optional(), title: z.string(), description: z.string() }),
    ),
    [],
  ),
  serviceFaq: column('service_details.faq', questions, []),
  serviceCityReasons: column('service_details.city_reasons', titled, []),
  servicePricingPoints: column('service_details.pricing_points', strings, []),
  indexNowUrls: column('indexnow_submissions.urls', strings, []),
  servicePricePlans: column('service_details.price_plans', z.array(pricePlanSchema), []),
};

/** A JSON value as stored (text on SQLite, parsed on PostgreSQL), checked against its column. */
export function readJson<T>(column: JsonColumn<T>, value: unknown, rowId?: string): T {
  if (value === null || value === undefined) return column.fallback;
  let data: unknown = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      logger.warn(
        { column: column.name, rowId },
        `${column.name} holds invalid JSON; read as empty`,
      );
      return column.fallback;
    }
  }
  const parsed = column.schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  logger.warn(
    { column: column.name, rowId, path: issue?.path.join('.'), problem: issue?.message },
    `${column.name} holds a value its schema refuses; read as empty`,
  );
  return column.fallback;
}
