import { steps, type ServicePageSeed } from './types';

// Copy of the dedicated Local SEO and E-commerce SEO pages (spec section 2), stored as services
// with the overview layout: intro, highlights (benefits), approach (expertise areas), process, FAQ.

type DedicatedServicePage = {
  slug: 'local-seo' | 'ecommerce-seo';
  name: string;
  metaTitle: string;
  metaDescription: string;
  heroTitle: string;
  heroSubtitle: string;
  intro: string;
  highlights: Array<{ title: string; description: string }>;
  approach: Array<{ title: string; description: string }>;
  process: Array<{ title: string; description: string }>;
  faqs: Array<{ question: string; answer: string }>;
};

const localSeoPage: DedicatedServicePage = {
  slug: 'local-seo',
  name: 'Local SEO',
  metaTitle: 'Local SEO Services in India | Google Maps | RankSutra',
  metaDescription:
    'Local SEO for Indian businesses: Google Business Profile optimisation, citations, reviews and location pages that win the map pack. Free local audit.',
  heroTitle: 'Local SEO Services',
  heroSubtitle:
    'Be the business Google recommends when customers nearby search for what you offer.',
  intro:
    'Most searches for shops, clinics, restaurants and service providers now happen on a phone, often with “near me” in the query. Local SEO makes sure your business appears in the map pack and local results for those searches, with accurate details, strong reviews and pages that show Google exactly where you work.',
  highlights: [
    {
      title: 'Map pack visibility',
      description: 'Appear in the three map results that take most local clicks.',
    },
    {
      title: 'More calls and visits',
      description: 'Turn local searches into phone calls, directions and walk-ins.',
    },
    {
      title: 'Reputation that sells',
      description: 'Grow genuine reviews that persuade customers before they visit.',
    },
  ],
  approach: [
    {
      title: 'Local SEO audit',
      description:
        'Your Google Business Profile, listings, reviews and local rankings checked against nearby competitors.',
    },
    {
      title: 'Competitor analysis',
      description:
        'Why competitors outrank you in the map pack, and what it takes to overtake them.',
    },
    {
      title: 'Google Business Profile optimisation',
      description: 'Categories, services, photos, posts and Q&A completed and kept active.',
    },
    {
      title: 'Citation building and clean-up',
      description:
        'Consistent name, address and phone across Justdial, Sulekha, IndiaMART and more.',
    },
    {
      title: 'Review generation',
      description: 'WhatsApp and SMS review requests, with professional replies to every review.',
    },
    {
      title: 'Performance tracking',
      description:
        'Map rankings by locality, calls, direction requests and website visits every month.',
    },
  ],
  process: [
    {
      title: 'Audit',
      description: 'We review your profile, listings, reviews and local competitors.',
    },
    { title: 'Plan', description: 'A prioritised plan for each location, with clear targets.' },
    {
      title: 'Implement',
      description: 'Profile optimisation, citation clean-up and location pages.',
    },
    { title: 'Grow', description: 'Reviews, posts and local links that build momentum.' },
    { title: 'Track and report', description: 'Monthly reports on rankings, calls and visits.' },
  ],
  faqs: [
    {
      question: 'What is local SEO?',
      answer:
        'Local SEO improves your visibility in location-based searches, especially Google’s map pack, so nearby customers find and contact you.',
    },
    {
      question: 'How long does local SEO take?',
      answer:
        'Profile and citation fixes often show results within four to eight weeks; competitive categories in big cities take three to six months.',
    },
    {
      question: 'Do I need a website for local SEO?',
      answer:
        'A Google Business Profile can rank on its own, but a website with location pages strengthens your rankings and converts more visitors.',
    },
    {
      question: 'Can you manage several branches?',
      answer:
        'Yes. We manage multi-location businesses with a consistent process and reporting for each branch.',
    },
    {
      question: 'How do reviews affect local rankings?',
      answer:
        'The number, frequency and quality of reviews are strong local ranking signals, and they strongly influence which business customers choose.',
    },
  ],
};

const ecommerceSeoPage: DedicatedServicePage = {
  slug: 'ecommerce-seo',
  name: 'E-commerce SEO',
  metaTitle: 'E-commerce SEO in India | Online Store SEO | RankSutra',
  metaDescription:
    'E-commerce SEO for Indian online stores: category and product optimisation, product schema, technical fixes and keyword research that grow organic orders.',
  heroTitle: 'E-commerce SEO Services',
  heroSubtitle:
    'Grow organic orders for your online store, without paying marketplace commissions or ad costs.',
  intro:
    'Shoppers start on Google far more often than on your home page. E-commerce SEO makes your categories and products the results they click: pages that match how people search, product data Google can show as rich results, and a technical setup that lets search engines crawl a large catalogue without waste.',
  highlights: [
    {
      title: 'More organic orders',
      description: 'Rank category and product pages for searches with buying intent.',
    },
    {
      title: 'Rich results',
      description: 'Show prices, stock and ratings directly in search results.',
    },
    {
      title: 'Scales with your catalogue',
      description: 'Template-level fixes improve thousands of pages at once.',
    },
  ],
  approach: [
    {
      title: 'Store SEO audit',
      description: 'A technical crawl and template review of your store.',
    },
    {
      title: 'Keyword research',
      description: 'Category, product and long-tail searches mapped to the right pages.',
    },
    {
      title: 'Competitor analysis',
      description: 'How rival stores and marketplaces rank, and the gaps you can win.',
    },
    {
      title: 'Category and product optimisation',
      description: 'Copy, structure, internal links and product schema.',
    },
    {
      title: 'Technical implementation',
      description: 'Faceted navigation, pagination, duplicates and speed fixed at template level.',
    },
    {
      title: 'Performance tracking',
      description: 'Organic sessions, orders and revenue reported every month.',
    },
  ],
  process: [
    { title: 'Audit', description: 'Technical, content and competitor review of your store.' },
    { title: 'Keyword map', description: 'Targets assigned to categories, products and guides.' },
    {
      title: 'Implement',
      description: 'Template fixes and on-page changes, or tickets for your developers.',
    },
    { title: 'Content', description: 'Category copy, buying guides and product enrichment.' },
    {
      title: 'Track and grow',
      description: 'Monthly reporting on organic revenue and next priorities.',
    },
  ],
  faqs: [
    {
      question: 'What is e-commerce SEO?',
      answer:
        'It is SEO for online stores: optimising categories, products and the technical setup so shoppers find your products on Google.',
    },
    {
      question: 'Which platforms do you support?',
      answer: 'Shopify, WooCommerce, Magento, BigCommerce and custom or headless stores.',
    },
    {
      question: 'How do you handle large catalogues?',
      answer:
        'We fix templates rather than individual pages, and prioritise categories and best-sellers by revenue potential.',
    },
    {
      question: 'Can I compete with Amazon and Flipkart?',
      answer:
        'Yes, on long-tail, brand and category searches that marketplaces serve poorly, and those orders carry no commission.',
    },
    {
      question: 'How soon will organic orders grow?',
      answer:
        'Category pages usually improve within two to four months of template changes; new content builds over three to six months.',
    },
  ],
};

function overviewSeed(page: DedicatedServicePage): ServicePageSeed {
  return {
    service_slug: page.slug,
    service_name: page.name,
    service_description: page.intro,
    hero_heading: page.heroTitle,
    hero_subheading: page.heroSubtitle,
    meta_title: page.metaTitle,
    meta_description: page.metaDescription,
    expertise_areas: page.approach.map((a) => ({
      name: a.title,
      description: a.description,
      sub_topics: [],
    })),
    benefits: page.highlights.map((h) => ({ name: h.title, description: h.description })),
    process_steps: steps(page.process.map((p) => [p.title, p.description])),
    faq: page.faqs,
  };
}

export const localSeoService = overviewSeed(localSeoPage);
export const ecommerceSeoService = overviewSeed(ecommerceSeoPage);
