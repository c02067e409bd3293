import './zod-config';

import { z } from 'zod';

import { lineText } from './plain-text';
import { requiredLine as line, requiredParagraph as paragraph } from './text-fields';

// The record of one service in one city, edited in the cities admin: one schema for the form and
// for the admin API. Every field is plain text; the page prints it as text, never as HTML.

export const CITY_PAGE_GROUP_LIMIT = 12;
const group = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item).max(CITY_PAGE_GROUP_LIMIT, `Please keep to ${CITY_PAGE_GROUP_LIMIT} ${what}`);

export const cityPageSchema = z.object({
  h1_title: line(120, 'the heading'),
  meta_title: line(300, 'the meta title'),
  meta_description: line(500, 'the meta description'),
  intro_paragraph: paragraph(3000, 'the introduction'),
  services_offered: group(
    z.object({
      title: line(100, 'the title'),
      description: paragraph(600, 'the description'),
    }),
    'services',
  ),
  faq: group(
    z.object({
      question: line(200, 'the question'),
      answer: paragraph(1500, 'the answer'),
    }),
    'questions',
  ),
  testimonials: group(
    z.object({
      quote: paragraph(600, 'the quote'),
      author: line(80, 'the name'),
      role: lineText().trim().max(80, 'Please keep the role under 80 characters'),
      company: lineText().trim().max(100, 'Please keep the company under 100 characters'),
      rating: z.number().int().min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
    }),
    'testimonials',
  ),
});

export type CityPageInput = z.input<typeof cityPageSchema>;
export type CityPageData = z.output<typeof cityPageSchema>;

export const emptyCityPage: CityPageInput = {
  h1_title: '',
  meta_title: '',
  meta_description: '',
  intro_paragraph: '',
  services_offered: [],
  faq: [],
  testimonials: [],
};
