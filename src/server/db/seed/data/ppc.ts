import { steps, topics, type ServicePageSeed } from './types';

export const ppcService: ServicePageSeed = {
  service_slug: 'ppc',
  service_name: 'PPC Management',
  service_description:
    'Google Ads, Microsoft Ads and Meta campaigns managed for return on ad spend, with every rupee traced to a lead or a sale.',
  hero_heading: 'PPC Management That Pays for Itself',
  hero_subheading:
    'We build and run paid search and social campaigns that reach Indian buyers at the moment of intent, and we cut the spend that does not convert.',
  meta_title: 'PPC Management in India | Google Ads Agency | RankSutra',
  meta_description:
    'Google Ads and Meta Ads management for Indian businesses: audits, campaign builds, conversion tracking and weekly optimisation. Priced by ad spend.',
  expertise_areas: [
    {
      name: 'Search Campaigns',
      description: 'Ads shown to people already searching for what you sell.',
      sub_topics: topics([
        [
          'Account structure',
          'Campaigns and ad groups organised by intent so budgets go where they earn most.',
        ],
        [
          'Keyword and negative keyword lists',
          'Broad reach where it pays and hundreds of negatives to stop waste.',
        ],
        [
          'Responsive search ads',
          'Headlines and descriptions tested continuously against each other.',
        ],
      ]),
    },
    {
      name: 'Performance Max and Shopping',
      description: 'Product and lead campaigns across Google’s whole inventory.',
      sub_topics: topics([
        [
          'Merchant Center feeds',
          'Clean product titles, attributes and prices that qualify for more auctions.',
        ],
        ['Asset groups', 'Images, videos and copy grouped by audience and category.'],
        [
          'Brand exclusions',
          'Keeping Performance Max from claiming credit for searches you already win.',
        ],
      ]),
    },
    {
      name: 'Paid Social',
      description: 'Meta and LinkedIn campaigns that create demand and retarget visitors.',
      sub_topics: topics([
        [
          'Audience building',
          'Lookalikes, interest stacks and first-party lists for Indian markets.',
        ],
        [
          'Creative testing',
          'Structured tests of hooks, formats and offers in English and regional languages.',
        ],
        ['Lead forms', 'Instant forms with qualifying questions that keep lead quality high.'],
      ]),
    },
    {
      name: 'Measurement',
      description: 'Tracking that tells you which click produced which sale.',
      sub_topics: topics([
        [
          'Conversion tracking',
          'Google Tag Manager, enhanced conversions and offline call and CRM imports.',
        ],
        [
          'Landing page testing',
          'A/B tests of headlines, forms and offers that lift conversion rates.',
        ],
        ['Reporting dashboards', 'Spend, cost per lead and return on ad spend in one weekly view.'],
      ]),
    },
  ],
  benefits: [
    {
      name: 'Results from week one',
      description: 'Paid campaigns put you on page one the day they go live.',
    },
    {
      name: 'Less wasted spend',
      description:
        'Weekly search-term reviews and negatives stop budget leaking on irrelevant clicks.',
    },
    {
      name: 'Honest attribution',
      description: 'Conversion tracking tied to real leads and sales, not just clicks.',
    },
    {
      name: 'You own the accounts',
      description: 'Campaigns run in your ad accounts, so the history stays with you.',
    },
  ],
  process_steps: steps([
    ['Audit', 'A review of your existing accounts, tracking and landing pages.'],
    ['Plan', 'Channels, budgets and targets agreed against your cost-per-lead goals.'],
    ['Build', 'Campaigns, ads, audiences and conversion tracking set up and tested.'],
    ['Optimise', 'Weekly bid, budget, keyword and creative adjustments.'],
    ['Report', 'A weekly dashboard and a monthly review call with next steps.'],
  ]),
  faq: [
    {
      question: 'How much should I spend on Google Ads?',
      answer:
        'Most of our Indian clients start between ₹50,000 and ₹3,00,000 a month in ad spend. We size the budget from your market’s cost per click and your target cost per lead.',
    },
    {
      question: 'What do you charge for PPC management?',
      answer:
        'A monthly management fee or 10% of ad spend, whichever is higher, plus a one-time setup fee per platform: both are under Pricing on this page. A 50% deposit starts the work.',
    },
    {
      question: 'How soon will I see leads?',
      answer:
        'Campaigns usually produce leads within the first week. Cost per lead typically falls over the first six to eight weeks as we gather data and cut waste.',
    },
    {
      question: 'Do you manage Meta and LinkedIn ads too?',
      answer:
        'Yes. We run Google, Microsoft, Meta and LinkedIn campaigns, and recommend the mix that fits your audience and budget.',
    },
    {
      question: 'Can I pause or stop at any time?',
      answer:
        'Yes. There is no long-term contract; campaigns run in your own accounts and can be paused whenever you choose.',
    },
  ],
};
