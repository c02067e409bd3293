import { describe, expect, it } from 'vitest';

import { pricePlanSchema, type PricePlan } from '../validation/price-plan';
import { formatPrice, includedItems, planOffer, planPriceText, priceSummary } from './price-plan';

const plan = (changes: Partial<PricePlan> = {}): PricePlan => ({
  name: 'Monthly SEO',
  amount: 65_600,
  currency: 'INR',
  period: 'month',
  starting: true,
  includes: 'Audit\n\n  Monthly report  ',
  notes: '',
  ...changes,
});

describe('price plans', () => {
  it('formats amounts as India groups them, in rupees or dollars', () => {
    expect(formatPrice(65_600, 'INR')).toBe('₹65,600');
    expect(formatPrice(9_840_000, 'INR')).toBe('₹98,40,000');
    expect(formatPrice(1_200, 'USD')).toBe('$1,200');
    expect(planPriceText(plan())).toBe('From ₹65,600 per month');
    expect(planPriceText(plan({ starting: false, period: 'one-time' }))).toBe('₹65,600 one-time');
    expect(priceSummary([plan({ starting: false, period: 'hour', amount: 4_100 })])).toBe(
      'From ₹4,100 per hour',
    );
    expect(priceSummary([])).toBeNull();
    expect(includedItems(plan())).toEqual(['Audit', 'Monthly report']);
  });

  it('reads typed amounts with either grouping, and refuses words and fractions', () => {
    const amountOf = (amount: string | number) =>
      pricePlanSchema.safeParse({ ...plan(), amount }).data?.amount;
    expect(amountOf('1,00,000')).toBe(100_000);
    expect(amountOf('100,000')).toBe(100_000);
    expect(amountOf(' 65600 ')).toBe(65_600);
    expect(amountOf(65_600)).toBe(65_600);
    for (const bad of ['', '0', '12.50', '30k', '65,600,', '-5', 1.5])
      expect(amountOf(bad)).toBeUndefined();
  });

  it('marks a plan up as an Offer, with its unit when it recurs', () => {
    expect(planOffer(plan(), 'https://x.test/services/seo')).toEqual({
      '@type': 'Offer',
      name: 'Monthly SEO',
      url: 'https://x.test/services/seo',
      price: 65_600,
      priceCurrency: 'INR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 65_600,
        priceCurrency: 'INR',
        unitCode: 'MON',
        minPrice: 65_600,
      },
    });
    expect(planOffer(plan({ period: 'one-time', starting: false }), 'u')).not.toHaveProperty(
      'priceSpecification',
    );
  });
});
