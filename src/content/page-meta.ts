import type { PageMetaData } from '@/lib/validation/page-meta';

// The site's own pages' titles (before the brand) and meta descriptions as shipped, until the
// owner saves others in the settings admin (server/queries/site-settings.ts). Within
// DECISIONS.md's limits: at most 60 characters with the brand, descriptions 70-155.

export const defaultPageMeta = (business: string): PageMetaData => ({
  home_title: 'SEO Agency in India for Rankings & Leads',
  home_description: `SEO, PPC, content strategy and site speed services for Indian businesses. 500+ clients in 50+ cities. Get a free SEO audit from ${business}.`,
  services_title: 'SEO, PPC & Digital Marketing Services in India',
  services_description:
    'SEO, PPC management, content strategy, site speed, local SEO and e-commerce SEO for Indian businesses. A free audit with every enquiry.',
  locations_title: 'Our Locations: SEO and Marketing by City',
  locations_description:
    'SEO, PPC, content, site speed, local SEO and e-commerce SEO in Mumbai, Delhi, Bengaluru, Chennai, Hyderabad, Kolkata, Pune and more Indian cities.',
  blog_title: 'Blog | SEO and Digital Marketing Insights',
  blog_description: `Guides and insights on SEO, Google Ads, content strategy, social media and analytics for Indian businesses, written by the ${business} team.`,
  contact_title: 'Contact Us | Free SEO Audit for Indian Businesses',
  contact_description: `Talk to ${business} about SEO, PPC, content or site speed, and get a free audit of your search visibility within one working day.`,
  privacy_title: 'Privacy Policy',
  privacy_description: `How ${business} collects, keeps and deletes the personal data you share with us, under India's Digital Personal Data Protection Act, 2023.`,
});
