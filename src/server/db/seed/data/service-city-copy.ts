// What each shipped service's city pages said before the services admin: the 'Why Choose Us'
// reasons and the pricing, now stored on the service (service_details.city_reasons, price_plans
// and pricing_points).

import type { Pricing, Reason } from '@/content/service-city';
import type { PricePlan } from '@/lib/validation/price-plan';

import type { ServiceSlug } from './types';

export const cityReasonSeeds: Record<ServiceSlug, Reason[]> = {
  seo: [
    {
      title: 'Twelve years of Indian SEO',
      description:
        'We have ranked businesses in 50+ Indian cities through every major Google update.',
    },
    {
      title: 'White-hat only',
      description: 'No bought links or shortcuts that put your domain at risk.',
    },
    {
      title: 'Reporting you can read',
      description: 'Rankings, traffic and leads every month, in plain language.',
    },
    {
      title: 'No long-term contract',
      description: 'Cancel after the first month if we are not delivering.',
    },
  ],
  ppc: [
    {
      title: 'Paid for results, not clicks',
      description: 'We optimise for cost per lead and return on ad spend.',
    },
    {
      title: 'Certified specialists',
      description: 'Google Ads and Meta certified managers run every account.',
    },
    {
      title: 'Your accounts, your data',
      description: 'Campaigns live in your ad accounts, with full access for you.',
    },
    {
      title: 'Weekly optimisation',
      description: 'Search terms, bids and budgets reviewed every week.',
    },
  ],
  'content-strategy': [
    {
      title: 'Search-led planning',
      description: 'Every topic is backed by real search demand in your market.',
    },
    {
      title: 'Briefs writers love',
      description: 'Clear outlines, sources and intent summaries for every page.',
    },
    {
      title: 'Multilingual insight',
      description: 'Demand research in English and major Indian languages.',
    },
    { title: 'Fast delivery', description: 'A complete strategy in two to three weeks.' },
  ],
  'site-speed': [
    {
      title: 'Measured on real networks',
      description: 'We test on mid-range phones and Indian mobile connections.',
    },
    {
      title: 'Developer-ready tickets',
      description: 'Each fix comes with evidence, the change and the expected gain.',
    },
    {
      title: 'Framework expertise',
      description: 'WordPress, Shopify, Magento, React and Next.js.',
    },
    { title: 'Quick turnaround', description: 'Audit delivered in one to two weeks.' },
  ],
  'local-seo': [
    {
      title: 'Map pack specialists',
      description: 'Google Business Profile work is our daily bread.',
    },
    {
      title: 'Indian directories covered',
      description: 'Justdial, Sulekha, IndiaMART and regional listings kept consistent.',
    },
    {
      title: 'Multi-location ready',
      description: 'One process for one shop or a hundred branches.',
    },
    {
      title: 'Reviews that grow',
      description: 'Simple review programmes your staff will actually use.',
    },
  ],
  'ecommerce-seo': [
    {
      title: 'Template-level impact',
      description: 'Fixes that improve thousands of product pages at once.',
    },
    {
      title: 'Revenue reporting',
      description: 'We report organic orders and revenue, not just traffic.',
    },
    {
      title: 'Platform expertise',
      description: 'Shopify, WooCommerce, Magento and headless stores.',
    },
    {
      title: 'Marketplace-aware',
      description: 'Strategies that win searches Amazon and Flipkart serve poorly.',
    },
  ],
};

// The spec's prices as plans, in rupees at ₹82 to the dollar as the spec converts them.
const plan = (
  name: string,
  amount: number,
  period: PricePlan['period'],
  fields: Partial<Pick<PricePlan, 'starting' | 'includes' | 'notes'>> = {},
): PricePlan => ({
  name,
  amount,
  currency: 'INR',
  period,
  starting: true,
  includes: '',
  notes: '',
  ...fields,
});

const consultation = plan('Consultation', 4_100, 'hour', {
  starting: false,
  notes: 'One-hour minimum',
});

export const pricingSeeds: Record<ServiceSlug, Pricing> = {
  seo: {
    plans: [
      plan('Monthly SEO', 65_600, 'month', {
        includes: 'Technical audit and fixes\nKeyword research and on-page work\nMonthly report',
      }),
      consultation,
    ],
    points: [
      '50% non-negotiable deposit to start',
      'No long-term contract: cancel any time after the first month',
      'Setup in 2-4 weeks',
    ],
  },
  ppc: {
    plans: [
      plan('Campaign management', 65_600, 'month', {
        notes: 'Or 10% of ad spend, whichever is higher',
      }),
      plan('Platform setup', 61_500, 'one-time', {
        starting: false,
        notes: 'Per advertising platform',
      }),
      consultation,
    ],
    points: ['50% deposit to start', 'Setup in 1-2 weeks'],
  },
  'content-strategy': {
    plans: [
      plan('Content strategy', 65_600, 'month', {
        includes: 'Topic research\nContent audit\nEditorial calendar and SEO briefs',
      }),
    ],
    points: [
      'Strategy only; AI-assisted content available at nominal rates',
      '50% deposit, the rest on delivery',
      'Delivered in 2-3 weeks',
      'Limited revisions; client approval required before publishing',
    ],
  },
  'site-speed': {
    plans: [
      plan('Small site audit', 41_000, 'one-time'),
      plan('Medium site audit', 65_600, 'one-time'),
      plan('Large site audit', 98_400, 'one-time'),
      consultation,
    ],
    points: [
      'Recommendations only; implementation not included',
      '50% deposit, the rest on delivery',
      'Delivered in 1-2 weeks',
    ],
  },
  'local-seo': {
    plans: [
      plan('One location', 41_000, 'month', {
        notes: 'Each additional location priced after the audit',
      }),
    ],
    points: [
      '50% deposit to start',
      'No long-term contract after the first month',
      'Setup in 2-3 weeks',
    ],
  },
  'ecommerce-seo': {
    plans: [
      plan('Store SEO', 82_000, 'month', {
        notes: 'Priced by catalogue size after a free store audit',
      }),
    ],
    points: [
      '50% deposit to start',
      'No long-term contract after the first month',
      'Setup in 2-4 weeks',
    ],
  },
};
