import './zod-config';

import { z } from 'zod';

import { contactFormSchema, contactSubmissionSchema } from './contact';
import { multilineText } from './plain-text';

// The call-booking form of /book-a-call, a plain form that works without JavaScript: the slot, and
// who is calling; a prospect who has just sent an enquiry or asked for an audit comes with `ref` (the
// enquiry, signed) and is not asked again. Moving or cancelling a booked call is a second form.

export const PICK_SLOT_MESSAGE = 'Please pick a time for the call';

const slotField = z.iso.datetime({ offset: true, message: PICK_SLOT_MESSAGE });

export const callBookingSchema = z
  .object({
    slot: slotField,
    ref: z.string().max(200).optional(),
    name: contactFormSchema.shape.name.optional(),
    email: contactFormSchema.shape.email.optional(),
    phone: contactFormSchema.shape.phone,
    topic: multilineText().trim().max(1000, 'Please keep this under 1,000 characters').optional(),
    fax: contactSubmissionSchema.shape.fax,
    /** The proof of work, solved where JavaScript runs; a plain post has none. */
    captcha: contactSubmissionSchema.shape.captcha,
    sourcePage: contactSubmissionSchema.shape.sourcePage,
    noticeVersion: contactSubmissionSchema.shape.noticeVersion,
  })
  .superRefine((form, ctx) => {
    if (form.ref) return;
    if (!form.name)
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: 'Name must be at least 2 characters',
      });
    if (!form.email)
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: 'Please enter a valid email address',
      });
  });

export type CallBookingForm = z.infer<typeof callBookingSchema>;

/** A slot the team books for an enquiry from its dialog. */
export const callSlotSchema = z.object({ slot: slotField });

export const callChangeSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('move'), slot: slotField }),
]);

/** The form's fields as posted; an empty field counts as not given. */
export function callFieldsOf(form: { get(name: string): unknown }): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of [
    'slot',
    'ref',
    'name',
    'email',
    'phone',
    'topic',
    'fax',
    'captcha',
    'sourcePage',
    'noticeVersion',
    'action',
  ]) {
    const value = form.get(name);
    if (typeof value === 'string' && value !== '') fields[name] = value;
  }
  return fields;
}
