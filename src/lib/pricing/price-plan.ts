import type { PricePeriod, PricePlan } from '../validation/price-plan';

// How a price plan reads on the pages and in the structured data: amounts through Intl for en-IN
// (₹65,600; $1,200), the same on the server and in any browser.

const formatters = new Map<string, Intl.NumberFormat>();

/** '₹65,600', '₹1,00,000', '$800': whole units, grouped as India groups them. */
export function formatPrice(amount: number, currency: PricePlan['currency']): string {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    });
    formatters.set(currency, format);
  }
  return format.format(amount);
}

/** How often a price is billed, as a sentence says it: 'per month', 'one-time'. */
export const periodText: Record<PricePeriod, string> = {
  month: 'per month',
  year: 'per year',
  hour: 'per hour',
  'one-time': 'one-time',
};

/** The same as a choice in a list: 'Per month', 'One-time'. */
export const periodChoice = (period: PricePeriod) =>
  periodText[period].charAt(0).toUpperCase() + periodText[period].slice(1);

type PricedPlan = Pick<PricePlan, 'amount' | 'currency' | 'period' | 'starting'>;

/** The price and how often it is billed, apart: { price: 'From ₹65,600', period: 'per month' }. */
export function planPriceParts(plan: PricedPlan) {
  const price = formatPrice(plan.amount, plan.currency);
  return { price: `${plan.starting ? 'From ' : ''}${price}`, period: periodText[plan.period] };
}

/** 'From ₹65,600 per month', '₹4,100 per hour'. */
export function planPriceText(plan: PricedPlan) {
  const { price, period } = planPriceParts(plan);
  return `${price} ${period}`;
}

/** The plan's included items, one a line, blank lines dropped. */
export const includedItems = (plan: Pick<PricePlan, 'includes'>): string[] =>
  plan.includes
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Where the first plan starts ('From ₹65,600 per month'); null without plans. */
export function priceSummary(plans: readonly PricePlan[] | undefined): string | null {
  const first = plans?.[0];
  return first ? planPriceText({ ...first, starting: true }) : null;
}

/** UN/CEFACT codes of the billing periods, as schema.org's unitCode takes them. */
const unitCodes: Partial<Record<PricePeriod, string>> = { month: 'MON', year: 'ANN', hour: 'HUR' };

/** A plan as a schema.org Offer; a recurring price says its unit. */
export function planOffer(plan: PricePlan, url: string) {
  const unitCode = unitCodes[plan.period];
  return {
    '@type': 'Offer',
    name: plan.name,
    url,
    price: plan.amount,
    priceCurrency: plan.currency,
    ...(unitCode
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: plan.amount,
            priceCurrency: plan.currency,
            unitCode,
            ...(plan.starting ? { minPrice: plan.amount } : {}),
          },
        }
      : plan.starting
        ? {
            priceSpecification: {
              '@type': 'PriceSpecification',
              minPrice: plan.amount,
              priceCurrency: plan.currency,
            },
          }
        : {}),
  };
}
