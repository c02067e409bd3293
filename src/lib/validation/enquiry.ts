import './zod-config';

import { z } from 'zod';

import { ENQUIRY_STAGES } from '@/lib/enquiries/stages';

import { multilineText } from './plain-text';

// The enquiry's forms, each one schema used by the form in the browser and by its admin API: the
// stage, a note, erasing a person, and the enquiry settings.

export const LOST_REASON_MESSAGE = 'Please say why it was lost';

/** A stage change; a lost enquiry names why (the insights and the next offer learn from it). */
export const enquiryStatusSchema = z
  .object({
    status: z.enum(ENQUIRY_STAGES, 'Choose a stage'),
    lostReason: multilineText()
      .trim()
      .max(300, 'Please keep the reason under 300 characters')
      .optional(),
  })
  .superRefine((change, ctx) => {
    if (change.status === 'lost' && (change.lostReason ?? '').length < 2)
      ctx.addIssue({ code: 'custom', path: ['lostReason'], message: LOST_REASON_MESSAGE });
  });

/** The note form of the enquiry dialog: a call made, a quote sent. */
export const enquiryNoteSchema = z.object({
  note: multilineText()
    .trim()
    .min(1, 'Please write the note')
    .max(5000, 'Please keep the note under 5,000 characters'),
});

export type EnquiryNoteInput = z.infer<typeof enquiryNoteSchema>;

/** The erase form: every enquiry, note and e-mail of one address. */
export const eraseRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email('Please enter a valid email address')),
  /** Without it, the answer only counts what would be erased. */
  confirm: z.boolean().optional(),
});

export type EraseRequestInput = z.input<typeof eraseRequestSchema>;

// The enquiry settings form: who is told of each enquiry, the webhook, and how long
// closed enquiries are kept. Used by the form in the browser and by PUT /api/admin/enquiries/settings.

const EMAIL = z.email();

export const retentionOptions = [
  { value: 'off', label: 'Keep them (no automatic deletion)' },
  { value: '6', label: '6 months' },
  { value: '12', label: '12 months' },
  { value: '24', label: '24 months' },
  { value: '36', label: '36 months' },
] as const;

export const enquirySettingsSchema = z
  .object({
    notifyEmails: z
      .string()
      .max(2000, 'Please keep the list under 2,000 characters')
      .superRefine((text, ctx) => {
        const addresses = splitAddresses(text);
        const wrong = addresses.filter((a) => !EMAIL.safeParse(a).success);
        if (wrong.length)
          ctx.addIssue({
            code: 'custom',
            message: `Not an e-mail address: ${wrong.join(', ')}`,
          });
        else if (addresses.length > 10)
          ctx.addIssue({ code: 'custom', message: 'Please list at most 10 addresses' });
      }),
    webhookUrl: z
      .string()
      .trim()
      .max(500, 'Please keep the address under 500 characters')
      .refine(
        (url) => url === '' || /^https?:\/\//i.test(url),
        'The webhook address must start with https:// or http://',
      )
      .refine((url) => url === '' || URL.canParse(url), 'Please enter a valid URL'),
    webhookSecret: z.string().trim().max(200, 'Please keep the secret under 200 characters'),
    allowPrivateWebhook: z.boolean(),
    pageSpeedKey: z
      .string()
      .trim()
      .max(200, 'Please keep the key under 200 characters')
      .regex(/^[\w-]*$/, 'An API key has only letters, digits, - and _')
      .default(''),
    retentionMonths: z.enum(
      retentionOptions.map((o) => o.value),
      'Choose how long closed enquiries are kept',
    ),
  })
  .superRefine((settings, ctx) => {
    if (settings.webhookUrl && settings.webhookSecret.length < 16)
      ctx.addIssue({
        code: 'custom',
        path: ['webhookSecret'],
        message: 'The secret must be at least 16 characters (press Generate for one)',
      });
  });

export type EnquirySettingsInput = z.input<typeof enquirySettingsSchema>;
export type EnquirySettings = z.output<typeof enquirySettingsSchema>;

/** The addresses of the list, one a line or separated by commas. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}

export const defaultEnquirySettings: EnquirySettings = {
  notifyEmails: '',
  webhookUrl: '',
  webhookSecret: '',
  allowPrivateWebhook: false,
  pageSpeedKey: '',
  retentionMonths: 'off',
};
