import { steps, topics, type ServiceSeed } from './types';

export const ecommerceSeoService: ServiceSeed = {
  service_slug: 'ecommerce-seo',
  service_name: 'E-commerce SEO',
  service_description:
    'SEO for online stores: category and product page optimisation, faceted navigation, product schema and content that brings shoppers ready to buy.',
  hero_heading: 'E-commerce SEO That Grows Orders, Not Just Traffic',
  hero_subheading:
    'We make your categories and products the results Indian shoppers click, from Shopify boutiques to catalogues of a lakh products.',
  meta_title: 'E-commerce SEO Services in India | Shopify & Magento SEO | RankSutra Digital',
  meta_description:
    'E-commerce SEO for Indian online stores: category pages, product schema, faceted navigation and site speed. More organic orders from Google. Free store audit.',
  expertise_areas: [
    {
      name: 'Category and Product Pages',
      description: 'The pages that earn orders, optimised first.',
      sub_topics: topics([
        ['Category copy and structure', 'Helpful introductions, filters and internal links on every category.'],
        ['Product page optimisation', 'Unique descriptions, specifications and FAQs instead of manufacturer copy.'],
        ['Product schema', 'Price, availability and review markup that earns rich results.'],
      ]),
    },
    {
      name: 'Technical E-commerce SEO',
      description: 'Large catalogues without crawl and duplicate problems.',
      sub_topics: topics([
        ['Faceted navigation', 'Filter URLs controlled so Google indexes the valuable combinations only.'],
        ['Out-of-stock and discontinued products', 'Rules that keep rankings when stock changes.'],
        ['Pagination and sorting', 'Crawlable listings without duplicate pages.'],
      ]),
    },
    {
      name: 'Marketplace-Aware Strategy',
      description: 'Competing with Amazon and Flipkart on your own site.',
      sub_topics: topics([
        ['Keyword gaps', 'Long-tail and brand-plus-category searches marketplaces serve poorly.'],
        ['Buying guides', 'Comparison and gift guides that capture shoppers before they choose.'],
        ['Brand search', 'Making sure your own store wins searches for your brand.'],
      ]),
    },
    {
      name: 'Merchant Listings',
      description: 'Free product listings on Google Shopping and Images.',
      sub_topics: topics([
        ['Merchant Center setup', 'Feeds, shipping and return policies configured for India.'],
        ['Feed optimisation', 'Titles, GTINs and attributes that qualify for more searches.'],
        ['Disapproval fixes', 'Policy and data issues resolved quickly.'],
      ]),
    },
  ],
  benefits: [
    { name: 'Lower cost per order', description: 'Organic orders carry no marketplace commission or ad cost.' },
    { name: 'Scales with your catalogue', description: 'Template-level fixes improve thousands of pages at once.' },
    { name: 'Rich results', description: 'Prices, ratings and stock shown in search results lift click-through.' },
    { name: 'Platform expertise', description: 'Shopify, WooCommerce, Magento and custom stores.' },
  ],
  process_steps: steps([
    ['Store audit', 'Technical crawl, template review and competitor benchmarking.'],
    ['Keyword map', 'Category, product and content targets matched to search demand.'],
    ['Template fixes', 'Changes to category, product and listing templates.'],
    ['Content', 'Category copy, buying guides and product enrichment.'],
    ['Grow and measure', 'Monthly reporting on organic revenue, not just traffic.'],
  ]),
  faq: [
    { question: 'Which platforms do you work with?', answer: 'Shopify, WooCommerce, Magento, BigCommerce and custom platforms, including headless stores built with React or Next.js.' },
    { question: 'My products are also on Amazon. Does SEO still matter?', answer: 'Yes. Orders from your own store carry no commission and build your customer list. We target the searches marketplaces serve poorly.' },
    { question: 'How do you handle thousands of products?', answer: 'We fix templates, not pages one by one, and prioritise categories and best-sellers by revenue potential.' },
    { question: 'How is e-commerce SEO priced?', answer: 'E-commerce SEO starts from $1,000 (about ₹82,000) per month, depending on catalogue size, with no long-term contract after the first month.' },
    { question: 'When will I see more orders?', answer: 'Category pages usually improve within two to four months of template changes; new content builds over three to six months.' },
  ],
};
