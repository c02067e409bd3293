import './zod-config';

import { z } from 'zod';

import { lineText, multilineText } from './plain-text';
import { requiredLine } from './text-fields';

// A service's price plan as the services admin edits it: the amount is data, formatted by the
// pages (src/lib/pricing/price-plan.ts), never typed into prose.

export const PRICE_CURRENCIES = ['INR', 'USD'] as const;
export const PRICE_PERIODS = ['month', 'year', 'hour', 'one-time'] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];

export const PRICE_PLAN_LIMIT = 6;
const AMOUNT_MESSAGE = 'Enter the amount in whole rupees or dollars, e.g. 65600 or 65,600';

/** Typed with the commas an Indian or an American writes (65,600 or 1,00,000); stored as a number. */
export const planAmount = z
  .union([z.number(), z.string()], { message: AMOUNT_MESSAGE })
  .transform((value) => {
    if (typeof value === 'number') return value;
    const typed = value.trim();
    return /^\d[\d,]{0,14}$/.test(typed) && !typed.endsWith(',')
      ? Number(typed.replace(/,/g, ''))
      : Number.NaN;
  })
  .pipe(
    z
      .number({ message: AMOUNT_MESSAGE })
      .int(AMOUNT_MESSAGE)
      .positive(AMOUNT_MESSAGE)
      .max(1_000_000_000, 'Please keep the amount under 100 crore'),
  );

export const pricePlanSchema = z.object({
  name: requiredLine(60, 'the plan name'),
  amount: planAmount,
  currency: z.enum(PRICE_CURRENCIES, { message: 'Choose rupees or dollars' }),
  period: z.enum(PRICE_PERIODS, { message: 'Choose how often it is billed' }),
  /** 'From ₹41,000': the amount is where the plan starts. */
  starting: z.boolean(),
  /** What the plan includes, one item a line. */
  includes: multilineText().trim().max(1000, 'Please keep what is included under 1,000 characters'),
  notes: lineText().trim().max(200, 'Please keep the notes under 200 characters'),
});

export type PricePlanInput = z.input<typeof pricePlanSchema>;
export type PricePlan = z.output<typeof pricePlanSchema>;

export const emptyPricePlan: PricePlanInput = {
  name: '',
  amount: '',
  currency: 'INR',
  period: 'month',
  starting: true,
  includes: '',
  notes: '',
};
