import './zod-config';

import { z } from 'zod';

import { optionalPhoneField } from '../phone';
import { lineText, multilineText } from './plain-text';
import { optionalWebsiteField } from './website';

export { cityFromPath } from '../contact-options';

// The contact form's one schema: the form validates with it in the browser, /api/contact on the
// server, which also checks that the chosen service exists (the options come from the database).

export const SELECT_SERVICE_MESSAGE = 'Please select a service';

const optionalText = (max: number) =>
  lineText().trim().max(max, `Please keep this under ${max} characters`).optional();

export const contactFormSchema = z.object({
  name: lineText()
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Please keep this under 100 characters'),
  email: lineText()
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  phone: optionalPhoneField().optional(),
  company: optionalText(120),
  website: optionalWebsiteField().optional(),
  service: z
    .string(SELECT_SERVICE_MESSAGE)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SELECT_SERVICE_MESSAGE)
    .max(60, SELECT_SERVICE_MESSAGE),
  city: optionalText(80),
  message: multilineText()
    .trim()
    .min(5, 'Message must be at least 5 characters')
    .max(5000, 'Please keep your message under 5,000 characters'),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;

/** What the browser sends to POST /api/contact: the form and the extras. */
export const contactSubmissionSchema = contactFormSchema.extend({
  captcha: z.string().max(4000).optional(),
  /** The honeypot: a field people never see; bots fill it. */
  fax: z.string().max(200).optional(),
  sourcePage: lineText().max(500).optional(),
  referrer: lineText().max(500).optional(),
  utm: z.record(z.string().regex(/^utm_[a-z_]{1,20}$/), lineText().max(200)).optional(),
  /** The privacy notice the form showed (PRIVACY_NOTICE_VERSION). */
  noticeVersion: z
    .string()
    .regex(/^[0-9a-z.-]{1,20}$/)
    .optional(),
});

export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

export const contactFormDefaults: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  website: '',
  service: '',
  city: '',
  message: '',
};

/** The plain form's fields (sent without JavaScript) as the submission schema reads them. */
export function contactFieldsOf(form: { get(name: string): unknown }): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of [...Object.keys(contactFormDefaults), 'fax', 'sourcePage', 'noticeVersion']) {
    const value = form.get(name);
    if (typeof value === 'string') fields[name] = value;
  }
  if (!fields.fax) delete fields.fax;
  return fields;
}
