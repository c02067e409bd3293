import { describe, expect, it } from 'vitest';

import { isValidGstin } from './indian-states';
import {
  financialYearOf,
  formatPaise,
  monthlyRupeesOf,
  quoteNumber,
  quoteTotals,
} from './quote-totals';

describe('a quote’s totals', () => {
  it('charges CGST and SGST within the state, IGST between states, each rounded to the paisa', () => {
    // ₹12,345.67 × 1 + ₹999.99 × 3 = ₹15,345.64; less ₹345.64 = ₹15,000.00.
    const lines = [
      { quantity: 1, unitPrice: 12345.67 },
      { quantity: 3, unitPrice: 999.99 },
    ];
    expect(quoteTotals(lines, 345.64, true)).toEqual({
      subtotal: 1534564,
      discount: 34564,
      taxable: 1500000,
      cgst: 135000,
      sgst: 135000,
      igst: 0,
      total: 1770000,
    });
    expect(quoteTotals(lines, 345.64, false)).toMatchObject({ cgst: 0, sgst: 0, igst: 270000 });
    // ₹100.05: 9% is 900.45 paise, rounded half up to 900; 18% is 1,800.9, to 1,801.
    const odd = quoteTotals([{ quantity: 1, unitPrice: 100.05 }], 0, true);
    expect([odd.cgst, odd.sgst, odd.total]).toEqual([900, 900, 11805]);
    expect(quoteTotals([{ quantity: 1, unitPrice: 100.05 }], 0, false).igst).toBe(1801);
    // A discount larger than the lines leaves nothing to tax, never a negative total.
    expect(quoteTotals([{ quantity: 2, unitPrice: 50 }], 500, true).total).toBe(0);
  });

  it('writes rupees with Indian digit grouping', () => {
    expect(formatPaise(12345650)).toBe('₹1,23,456.50');
    expect(formatPaise(1000000000)).toBe('₹1,00,00,000.00');
  });

  it('numbers quotes by India’s financial year, April to March, in India’s time', () => {
    expect(financialYearOf(new Date('2027-03-31T18:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2099-12-01T00:00:00Z'))).toBe('2099-00');
    expect(quoteNumber('2026-27', 7)).toBe('Q/2026-27/0007');
  });

  it('checks a GSTIN’s state and check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('99AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
  });
});

describe('a quote’s monthly fee', () => {
  it('adds the monthly lines and a twelfth of the yearly ones, to the rupee, and leaves out one-time work', () => {
    expect(
      monthlyRupeesOf([
        { quantity: 1, unitPrice: 25000, period: 'month' },
        { quantity: 2, unitPrice: 4999.5, period: 'month' },
        { quantity: 1, unitPrice: 60000, period: 'year' },
        { quantity: 1, unitPrice: 90000, period: 'one-time' },
      ]),
    ).toBe(25000 + 9999 + 5000);
  });
  it('is none when nothing is billed by the month or year', () => {
    expect(monthlyRupeesOf([{ quantity: 10, unitPrice: 3000, period: 'hour' }])).toBeNull();
  });
});
