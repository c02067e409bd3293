import './zod-config';

import { z } from 'zod';

import { contactFormSchema, contactSubmissionSchema } from './contact';
import { websiteOrAddressField } from './website';

// The free SEO audit's one schema: its form checks with it in the browser, /api/seo-audit on the
// server. Name, e-mail, phone and city are the contact form's fields, with the same rules.

export const WEBSITE_MISSING_MESSAGE = 'Please enter your website address';
export const CONSENT_MESSAGE = 'Please agree that we may contact you about your report';

/**
 * Where the business's customers are: in a place it serves (the local checks count) or anywhere,
 * buying online (they are left out: an online shop needs no Maps listing or opening hours).
 */
export const AUDIT_REACHES = ['local', 'online'] as const;
export type AuditReach = (typeof AUDIT_REACHES)[number];

export const auditFormSchema = contactFormSchema
  .pick({ name: true, email: true, phone: true, city: true })
  .extend({
    website: websiteOrAddressField(WEBSITE_MISSING_MESSAGE),
    reach: z.enum(AUDIT_REACHES).default('local'),
    consent: z.literal(true, CONSENT_MESSAGE),
  });

export type AuditFormValues = z.input<typeof auditFormSchema>;
export type AuditFormField = keyof AuditFormValues;

/** What POST /api/seo-audit takes: the form and the contact form's extras (captcha, honeypot, attribution). */
export const auditSubmissionSchema = auditFormSchema.extend(
  contactSubmissionSchema.pick({
    captcha: true,
    fax: true,
    sourcePage: true,
    referrer: true,
    utm: true,
    noticeVersion: true,
  }).shape,
);

export type AuditSubmission = z.infer<typeof auditSubmissionSchema>;

/** The plain form's fields (sent without JavaScript) as the schema reads them. */
export function auditFieldsOf(form: { get(name: string): unknown }): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    website: text('website') ?? '',
    reach: text('reach'),
    name: text('name') ?? '',
    email: text('email') ?? '',
    phone: text('phone'),
    city: text('city'),
    consent: form.get('consent') === 'on' || form.get('consent') === 'true',
    fax: text('fax'),
    captcha: text('captcha') || undefined,
    sourcePage: text('sourcePage'),
    noticeVersion: text('noticeVersion'),
  };
}
