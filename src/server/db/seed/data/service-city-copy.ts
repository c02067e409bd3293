// What each shipped service's city pages said before the services admin: the 'Why Choose Us'
// reasons and the pricing, now stored on the service (service_details.city_reasons, pricing_*).

import type { Pricing, Reason } from '@/content/service-city';

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

// Rupee equivalents at ₹82 to the dollar, as in the spec.
export const pricingSeeds: Record<ServiceSlug, Pricing> = {
  seo: {
    headline: 'From $800 per month (about ₹65,600)',
    points: [
      'Minimum billed consultation: one hour at $50 (about ₹4,100) per hour',
      '50% non-negotiable deposit to start',
      'No long-term contract: cancel any time after the first month',
      'Setup in 2-4 weeks',
    ],
  },
  ppc: {
    headline: '10% of ad spend or $800 (about ₹65,600) per month, whichever is higher',
    points: [
      '$750 (about ₹61,500) setup per advertising platform',
      '50% deposit to start',
      'Setup in 1-2 weeks',
      'Consultation at $50 (about ₹4,100) per hour, one-hour minimum',
    ],
  },
  'content-strategy': {
    headline: 'From $800 (about ₹65,600) per month',
    points: [
      'Strategy only; AI-assisted content available at nominal rates',
      '50% deposit, the rest on delivery',
      'Delivered in 2-3 weeks',
      'Limited revisions; client approval required before publishing',
    ],
  },
  'site-speed': {
    headline: 'From $500 (about ₹41,000) for small sites',
    points: [
      'Medium sites: $800 (about ₹65,600); large sites: $1,200+ (about ₹98,400+)',
      'Recommendations only; implementation not included',
      '50% deposit, the rest on delivery',
      'Delivered in 1-2 weeks; consultation at $50 (about ₹4,100) per hour',
    ],
  },
  'local-seo': {
    headline: 'From $500 (about ₹41,000) per month for one location',
    points: [
      'Each additional location priced after the audit',
      '50% deposit to start',
      'No long-term contract after the first month',
      'Setup in 2-3 weeks',
    ],
  },
  'ecommerce-seo': {
    headline: 'From $1,000 (about ₹82,000) per month',
    points: [
      'Priced by catalogue size after a free store audit',
      '50% deposit to start',
      'No long-term contract after the first month',
      'Setup in 2-4 weeks',
    ],
  },
};
