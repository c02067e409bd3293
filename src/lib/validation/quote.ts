import './zod-config';

import { z } from 'zod';

import { INDIAN_STATES, isValidGstin } from '../quotes/indian-states';
import { lineText, multilineText } from './plain-text';
import { PRICE_PERIODS } from './price-plan';

// A quote as the team builds it from an enquiry, and the client's answer on the quote's page.

export const QUOTE_LINE_LIMIT = 20;

const rupees = (what: string, max: number) =>
  z
    .number({ message: `Give ${what} in rupees` })
    .min(0, `Give ${what} in rupees`)
    .max(max, `Please keep ${what} under ₹${max.toLocaleString('en-IN')}`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: 'Give at most two decimals (paise)',
    });

export const quoteLineSchema = z.object({
  description: lineText()
    .trim()
    .min(2, 'Describe the line')
    .max(200, 'Please keep the description under 200 characters'),
  quantity: z
    .number({ message: 'Give a quantity' })
    .int('Give a whole quantity')
    .min(1, 'Give a quantity of at least 1')
    .max(1000, 'Please keep the quantity under 1,000'),
  unitPrice: rupees('the price', 100_000_000),
  period: z.enum(PRICE_PERIODS, { message: 'Choose how often it is billed' }),
});

export const quoteSchema = z.object({
  clientName: lineText()
    .trim()
    .min(2, 'Give the client’s name')
    .max(120, 'Please keep the name under 120 characters'),
  clientState: z
    .string()
    .refine((code) => Object.hasOwn(INDIAN_STATES, code), 'Choose the client’s state'),
  clientGstin: z
    .string()
    .trim()
    .toUpperCase()
    .refine(
      (value) => value === '' || isValidGstin(value),
      'Enter a valid 15-character GSTIN, or leave it empty',
    ),
  lines: z
    .array(quoteLineSchema)
    .min(1, 'Add at least one line')
    .max(QUOTE_LINE_LIMIT, `Keep it to ${QUOTE_LINE_LIMIT} lines`),
  discount: rupees('the discount', 100_000_000),
  notes: multilineText().trim().max(2000, 'Please keep the notes under 2,000 characters'),
  validUntil: z.iso.date({ message: 'Give the date the quote is valid until' }),
});

export type QuoteForm = z.infer<typeof quoteSchema>;

/** A quote as stored: the form, and the business that quotes as it was when the quote was saved. */
export const quoteContentSchema = quoteSchema.extend({
  supplier: z.object({
    name: z.string(),
    gstin: z.string(),
    /** The state GST is reckoned from: the GSTIN's, else the business address's; '' if neither. */
    stateCode: z.string(),
    address: z.string(),
    email: z.string(),
    telephone: z.string(),
  }),
});

export type QuoteContent = z.infer<typeof quoteContentSchema>;

/** The client's answer on the quote's page: accepted with their typed name and a tick, or declined. */
export const quoteAnswerSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('accept'),
    name: lineText()
      .trim()
      .min(2, 'Type your full name to accept')
      .max(120, 'Please keep the name under 120 characters'),
    agree: z.literal('on', { message: 'Tick the box to accept the quote' }),
  }),
  z.object({
    action: z.literal('decline'),
    reason: lineText().trim().max(500, 'Please keep the reason under 500 characters').optional(),
  }),
]);

export type QuoteAnswerForm = z.infer<typeof quoteAnswerSchema>;
