import { IST_OFFSET_MS } from '../india-time';

// A quote's money, in paise (whole numbers, so no float ever rounds twice): the lines, the
// discount, and 18% GST on what is left, split into CGST and SGST (9% each) when the client is in
// the business's state and charged as IGST when not. Each tax is rounded to the paisa, half up.

export const GST_PERCENT = 18;

export type QuoteLineAmount = { quantity: number; unitPrice: number };

export type QuoteTotals = {
  subtotal: number;
  discount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
};

const percentOf = (paise: number, percent: number) => Math.round((paise * percent) / 100);

/** A line's amount in paise: its unit price (rupees, to the paisa) times its quantity. */
export const lineAmount = (line: QuoteLineAmount) =>
  Math.round(Math.round(line.unitPrice * 100) * line.quantity);

export function quoteTotals(
  lines: QuoteLineAmount[],
  discountRupees: number,
  sameState: boolean,
): QuoteTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineAmount(line), 0);
  const discount = Math.min(Math.round(discountRupees * 100), subtotal);
  const taxable = subtotal - discount;
  const cgst = sameState ? percentOf(taxable, GST_PERCENT / 2) : 0;
  const sgst = cgst;
  const igst = sameState ? 0 : percentOf(taxable, GST_PERCENT);
  return { subtotal, discount, taxable, cgst, sgst, igst, total: taxable + cgst + sgst + igst };
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Paise as rupees with Indian digit grouping: 12345650 -> '₹1,23,456.50'. */
export const formatPaise = (paise: number) => rupees.format(paise / 100);

/**
 * India's financial year of an instant, April to March, reckoned in India's time:
 * '2027-03-31T20:00:00Z' (1 April, 01:30 IST) -> '2027-28'.
 */
export function financialYearOf(instant: Date): string {
  const india = new Date(instant.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'Q/2026-27/0007' */
export const quoteNumber = (financialYear: string, seq: number) =>
  `Q/${financialYear}/${String(seq).padStart(4, '0')}`;

/**
 * What a quote bills each month, in whole rupees before discount and GST: its monthly lines and a
 * twelfth of its yearly ones; null when it bills nothing by the month or year.
 */
export function monthlyRupeesOf(lines: (QuoteLineAmount & { period: string })[]): number | null {
  const monthly = lines.filter((line) => line.period === 'month' || line.period === 'year');
  if (!monthly.length) return null;
  const paise = monthly.reduce(
    (sum, line) => sum + lineAmount(line) / (line.period === 'year' ? 12 : 1),
    0,
  );
  return Math.round(paise / 100);
}
