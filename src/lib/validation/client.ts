import './zod-config';

import { z } from 'zod';

import { optionalPhoneField } from '../phone';
import { lineText, multilineText } from './plain-text';
import { AUDIT_REACHES } from './seo-audit';
import { websiteOrAddressField } from './website';

// A client: an enquiry won, kept as the business the agency now works for. One schema for the
// client's form in the browser and the admin API; another for pausing, resuming or ending it.

export const CLIENT_STATUSES = ['active', 'paused', 'ended'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const clientStatusLabels: Record<ClientStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  ended: 'Ended',
};

const MAX_FEE_RUPEES = 10_000_000;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isoDate = (message: string) => z.iso.date({ message });

export const clientSchema = z.object({
  name: lineText()
    .trim()
    .min(2, 'Give the client’s business name')
    .max(120, 'Please keep the name under 120 characters'),
  website: websiteOrAddressField('Give the client’s website: its monthly audit reads it'),
  contactName: lineText()
    .trim()
    .min(2, 'Give the name of the person the reports go to')
    .max(100, 'Please keep the name under 100 characters'),
  contactEmail: lineText()
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  contactPhone: optionalPhoneField(),
  /** Where its customers are: an online business's audits leave the local checks out. */
  reach: z.enum(AUDIT_REACHES, { message: 'Choose where its customers are' }),
  services: z
    .array(z.string().regex(SLUG, 'Choose a service'), { message: 'Choose a service' })
    .min(1, 'Choose at least one service')
    .max(20, 'Choose at most 20 services'),
  /** In rupees, before GST; null when the work is not billed monthly. */
  monthlyFee: z
    .number({ message: 'Give the monthly fee in whole rupees, or leave it empty' })
    .int('Give the monthly fee in whole rupees')
    .min(0, 'Give the monthly fee in whole rupees')
    .max(MAX_FEE_RUPEES, 'Please keep the fee under ₹1,00,00,000')
    .nullable(),
  startedOn: isoDate('Give the date the work started'),
  /** How and when it agreed to be named in case studies; empty while it has not. */
  namedConsent: multilineText()
    .trim()
    .max(300, 'Please keep the consent note under 300 characters')
    .default(''),
  /** The enquiry it was won from, when it was; the accepted quote is read from it. */
  enquiryId: z.string().max(40).nullable(),
});

export type ClientInput = z.input<typeof clientSchema>;
export type ClientData = z.output<typeof clientSchema>;

/** Pausing, resuming or ending a client, from a date; the note is kept in its history. */
export const clientStatusSchema = z.object({
  status: z.enum(CLIENT_STATUSES, { message: 'Choose active, paused or ended' }),
  on: isoDate('Give the date it takes effect'),
  note: multilineText().trim().max(500, 'Please keep the note under 500 characters').default(''),
});

export type ClientStatusInput = z.input<typeof clientStatusSchema>;
export type ClientStatusChange = z.output<typeof clientStatusSchema>;

/** The day of the month each active client's site is audited (to the 28th, so every month has it). */
export const clientAuditScheduleSchema = z.object({
  day: z
    .number({ message: 'Give a day from 1 to 28' })
    .int('Give a day from 1 to 28')
    .min(1, 'Give a day from 1 to 28')
    .max(28, 'Give a day from 1 to 28'),
});

export type ClientAuditSchedule = z.infer<typeof clientAuditScheduleSchema>;

export const defaultClientAuditSchedule: ClientAuditSchedule = { day: 1 };

/** The month a client's Search Console export covers, as the import asks for it. */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const clientSearchMonthSchema = z.object({
  month: z
    .string()
    .regex(MONTH, 'Give the month the export covers')
    .refine(
      (month) => !MONTH.test(month) || month <= new Date().toISOString().slice(0, 7),
      'The month cannot be in the future',
    ),
});

export type ClientSearchMonth = z.infer<typeof clientSearchMonthSchema>;

/** A line of the team's work log for a client: the day and what was done. */
export const clientWorkSchema = z.object({
  doneOn: isoDate('Give the day the work was done'),
  note: multilineText()
    .trim()
    .min(3, 'Say what was done')
    .max(1000, 'Please keep it under 1,000 characters'),
});

export type ClientWorkInput = z.input<typeof clientWorkSchema>;
export type ClientWorkData = z.output<typeof clientWorkSchema>;

/**
 * The contact's choice on the report's page: stop the monthly mail or start it again. A mail
 * client's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click`, read as "off".
 */
export const reportMailSchema = z.object({
  mail: z.enum(['off', 'on'], { message: 'Choose whether to get the monthly e-mail' }),
});
