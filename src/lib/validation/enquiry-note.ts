import './zod-config';

import { z } from 'zod';

import { multilineText } from './plain-text';

/** The note form of the submission dialog: a call made, a quote sent. */
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
