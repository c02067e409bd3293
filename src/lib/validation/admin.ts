import './zod-config';

import { z } from 'zod';

import { submissionStatuses } from '@/lib/admin/submission-filters';
import { EMAIL_PLACEHOLDERS } from '@/content/email-templates';

// Schemas of the admin's forms, used by the dialogs and by the admin API.

export const loginSchema = z.object({
  password: z.string().min(1, 'Please enter the password').max(200, 'Incorrect password'),
});

export const statusUpdateSchema = z.object({
  status: z.enum(submissionStatuses, 'Choose New, Contacted or Closed'),
});

const unknownPlaceholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^}\s]*)\s*\}\}/g)]
    .map((m) => m[1]!)
    .filter((name) => !(EMAIL_PLACEHOLDERS as readonly string[]).includes(name));

const placeholderMessage = (text: string) =>
  `Unknown placeholder ${unknownPlaceholders(text)
    .map((n) => `{{${n}}}`)
    .join(', ')}. Use ${EMAIL_PLACEHOLDERS.map((n) => `{{${n}}}`).join(', ')}.`;

export const emailTemplateSchema = z.object({
  /** Which template: the team's notification (the default) or the visitor's auto-reply. */
  which: z.enum(['notification', 'auto-reply']).optional(),
  /** The auto-reply's switch; the notification is always sent. */
  enabled: z.boolean().optional(),
  subject: z
    .string()
    .trim()
    .min(1, 'Please enter a subject')
    .max(200, 'Please keep the subject under 200 characters')
    .refine((s) => !/[\r\n]/.test(s), 'The subject must be one line')
    .superRefine((s, ctx) => {
      if (unknownPlaceholders(s).length)
        ctx.addIssue({ code: 'custom', message: placeholderMessage(s) });
    }),
  body: z
    .string()
    .trim()
    .min(1, 'Please enter the e-mail body')
    .max(100_000, 'Please keep the body under 100,000 characters')
    .superRefine((s, ctx) => {
      if (unknownPlaceholders(s).length)
        ctx.addIssue({ code: 'custom', message: placeholderMessage(s) });
    }),
});

export type EmailTemplateInput = z.infer<typeof emailTemplateSchema>;
