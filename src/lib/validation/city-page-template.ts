import './zod-config';

import { z } from 'zod';

import { CITY_PAGE_GROUP_LIMIT } from './city-page';
import { lineText, multilineText } from './plain-text';
import { requiredLine as line, requiredParagraph as paragraph } from './text-fields';

// A page template (lib/cities/page-template.ts), filled into the pages of many cities at once:
// one schema for the cities admin's template form and for the admin API. Its texts are those of a
// city page, with {city}, {state} and {areas} in them; a services or FAQ row left empty is dropped.

const optional = (max: number) =>
  lineText().trim().max(max, `Please keep it under ${max} characters`);
const optionalParagraph = (max: number) =>
  multilineText()
    .trim()
    .max(max, `Please keep it under ${max.toLocaleString('en-IN')} characters`);
const bothOrNeither = (path: string) => ({
  path: [path],
  message: 'Fill in both, or leave both empty',
});

const serviceRow = z
  .object({ title: optional(100), description: optionalParagraph(600) })
  .refine((row) => (row.title === '') === (row.description === ''), bothOrNeither('description'));
const faqRow = z
  .object({ question: optional(200), answer: optionalParagraph(1500) })
  .refine((row) => (row.question === '') === (row.answer === ''), bothOrNeither('answer'));

const dropEmpty = <T extends Record<string, string>>(all: T[]) =>
  all.filter((row) => Object.values(row).some((value) => value !== ''));
const limit = `Please keep to ${CITY_PAGE_GROUP_LIMIT}`;

export const cityPageTemplateSchema = z.object({
  service: z.string().trim().min(1, 'Choose a service').max(100),
  /** The cities admin's search (its address's query string): the cities it keeps are filled. */
  filters: z.string().max(600).default(''),
  h1_title: line(120, 'the heading'),
  meta_title: line(300, 'the meta title'),
  meta_description: line(500, 'the meta description'),
  intro_paragraph: paragraph(3000, 'the introduction'),
  services_offered: z.array(serviceRow).max(CITY_PAGE_GROUP_LIMIT, limit).transform(dropEmpty),
  faq: z.array(faqRow).max(CITY_PAGE_GROUP_LIMIT, limit).transform(dropEmpty),
});

export type CityPageTemplateInput = z.input<typeof cityPageTemplateSchema>;
export type CityPageTemplateData = z.output<typeof cityPageTemplateSchema>;
