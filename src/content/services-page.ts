// Copy of /services, and the two cards shown even when their rows are missing from the data.

import type { ServiceSlug } from './service-catalogue';

export const servicesPage = {
  title: 'Our Professional Services',
  subtitle:
    'Search engine optimisation, paid search, content and performance services for businesses across India, delivered by one accountable team.',
  metaTitle: 'SEO, PPC & Digital Marketing Services in India | RankSutra Digital',
  metaDescription:
    'Explore our SEO, PPC management, content strategy, site speed, local SEO and e-commerce SEO services for Indian businesses. Free audit with every enquiry.',
};

export type FallbackServiceCard = {
  slug: ServiceSlug;
  name: string;
  description: string;
  features: string[];
};

export const fallbackServiceCards: FallbackServiceCard[] = [
  {
    slug: 'local-seo',
    name: 'Local SEO',
    description:
      'Google Business Profile, citations and reviews that put your business in the map results when nearby customers search.',
    features: [
      'Google Business Profile',
      'Citations and NAP consistency',
      'Reviews and reputation',
      'Location pages',
    ],
  },
  {
    slug: 'ecommerce-seo',
    name: 'E-commerce SEO',
    description:
      'Category and product page optimisation, product schema and technical fixes that grow organic orders for online stores.',
    features: [
      'Category and product pages',
      'Technical e-commerce SEO',
      'Marketplace-aware strategy',
      'Merchant listings',
    ],
  },
];
