import './zod-config';

import { z } from 'zod';

import { REQUIRED_FIELDS_MESSAGE } from './blog-post';
import { lineText, multilineText } from './plain-text';

// The FAQ admin's form (home and contact pages): one schema for the form and the admin API.

export const faqSchema = z.object({
  question: lineText()
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(200, 'Please keep the question under 200 characters'),
  answer: multilineText()
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(1500, 'Please keep the answer under 1500 characters'),
  hidden: z.boolean().default(false),
});

export type FaqInput = z.input<typeof faqSchema>;
export type FaqData = z.output<typeof faqSchema>;

export const emptyFaq: FaqInput = { question: '', answer: '', hidden: false };
