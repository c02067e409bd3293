import './zod-config';

import { z } from 'zod';

import { EMAIL_PLACEHOLDERS } from '@/content/email-templates';

// The e-mail templates' form (the team's notification and the visitor's auto-reply), used by its
// dialog and by the admin API.

const unknownPlaceholders = (text: string) => [
  ...new Set(
    [...text.matchAll(/\{\{\s*([^}\s]*)\s*\}\}/g)]
      .map((m) => m[1]!)
      .filter((name) => !(EMAIL_PLACEHOLDERS as readonly string[]).includes(name)),
  ),
];

/**
 * A warning, not an error: a template with an unknown placeholder is saved (it is sent with the
 * placeholder left empty), and the admin is told which ones are unknown.
 */
export function placeholderWarning(text: string): string | null {
  const unknown = unknownPlaceholders(text);
  if (unknown.length === 0) return null;
  return `Unknown placeholder ${unknown.map((n) => `{{${n}}}`).join(', ')}: it will be left empty. Use ${EMAIL_PLACEHOLDERS.map((n) => `{{${n}}}`).join(', ')}.`;
}

export const emailTemplateSchema = z
  .object({
    /** Which template: the team's notification (the default) or the visitor's auto-reply. */
    which: z.enum(['notification', 'auto-reply']).optional(),
    /** The auto-reply's switch; the notification is always sent. */
    enabled: z.boolean().optional(),
    subject: z
      .string()
      .trim()
      .min(1, 'Please enter a subject')
      .max(200, 'Please keep the subject under 200 characters')
      .refine((s) => !/[\r\n]/.test(s), 'The subject must be one line'),
    /** Edited as HTML (the advanced switch); else written as text and sent in the house layout. */
    asHtml: z.boolean().default(true),
    text: z
      .string()
      .trim()
      .max(20_000, 'Please keep the e-mail under 20,000 characters')
      .default(''),
    body: z
      .string()
      .trim()
      .max(100_000, 'Please keep the body under 100,000 characters')
      .default(''),
  })
  .superRefine((template, ctx) => {
    if (template.asHtml && !template.body)
      ctx.addIssue({ code: 'custom', path: ['body'], message: 'Please enter the e-mail body' });
    if (!template.asHtml && !template.text)
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'Please write the e-mail' });
  });

export type EmailTemplateInput = z.input<typeof emailTemplateSchema>;
