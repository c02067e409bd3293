import './zod-config';

import { z } from 'zod';

import { serviceSlugSpellings } from '@/lib/routing/service-city';
import { SLUG_PATTERN, slugify } from '@/lib/slug';

import { PRICE_PLAN_LIMIT, pricePlanSchema } from './price-plan';
import { requiredLine as line, requiredParagraph as paragraph } from './text-fields';

// The services admin's form: one schema for the form and for the admin API. Every field is plain
// text; the pages print it as text, never as HTML.

export const SERVICE_SLUG_MAX = 40;

/**
 * Slugs a service cannot take: the site's own first path segments (a service's city pages are
 * also served at /{service}/{city}), the words its URL shapes are made of, and the spec's spellings.
 */
export const RESERVED_SERVICE_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'author',
  'blog',
  'contact',
  'locations',
  'privacy-policy',
  'services',
  'service',
  'uploads',
  'images',
  'sitemap',
  'robots',
  'feed',
  'consultant',
  ...serviceSlugSpellings.keys(),
]);

export const SERVICE_GROUP_LIMIT = 12;
const group = <T extends z.ZodType>(item: T, what: string, limit = SERVICE_GROUP_LIMIT) =>
  z.array(item).max(limit, `Please keep to ${limit} ${what}`);
const named = () =>
  z.object({ name: line(100, 'the name'), description: paragraph(600, 'the description') });

export const serviceSchema = z.object({
  service_name: line(60, 'the name'),
  service_slug: line(SERVICE_SLUG_MAX, 'the slug')
    .regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens')
    .refine((slug) => !RESERVED_SERVICE_SLUGS.has(slug), {
      message: 'That slug is taken by one of the site’s own pages; choose another',
    }),
  short_name: line(40, 'the short name'),
  layout: z.enum(['detailed', 'overview'], { message: 'Choose a layout' }),
  service_description: paragraph(1000, 'the description'),
  hero_heading: line(120, 'the heading'),
  hero_subheading: line(300, 'the subheading'),
  meta_title: line(300, 'the meta title'),
  meta_description: line(500, 'the meta description'),
  expertise_areas: group(named().extend({ sub_topics: group(named(), 'sub-topics') }), 'areas'),
  benefits: group(named(), 'benefits'),
  process_steps: group(
    z.object({ title: line(100, 'the title'), description: paragraph(600, 'the description') }),
    'steps',
  ),
  faq: group(
    z.object({ question: line(200, 'the question'), answer: paragraph(1500, 'the answer') }),
    'questions',
    20,
  ),
  city_reasons: group(
    z.object({ title: line(100, 'the title'), description: paragraph(600, 'the description') }),
    'reasons',
  ),
  price_plans: group(pricePlanSchema, 'price plans', PRICE_PLAN_LIMIT),
  pricing_points: group(z.object({ point: line(200, 'the point') }), 'points'),
});

export type ServiceInput = z.input<typeof serviceSchema>;
export type ServiceData = z.output<typeof serviceSchema>;

export const emptyService: ServiceInput = {
  service_name: '',
  service_slug: '',
  short_name: '',
  layout: 'detailed',
  service_description: '',
  hero_heading: '',
  hero_subheading: '',
  meta_title: '',
  meta_description: '',
  expertise_areas: [],
  benefits: [],
  process_steps: [],
  faq: [],
  city_reasons: [],
  price_plans: [],
  pricing_points: [],
};

/** 'E-commerce SEO & Marketplaces' -> 'e-commerce-seo-and-marketplaces' */
export function serviceSlugFromName(name: string): string {
  return slugify(name, { maxLength: SERVICE_SLUG_MAX });
}
