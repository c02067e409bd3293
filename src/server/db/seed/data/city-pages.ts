// Writes one city page per service and city from the city's own facts, so no two intros match.

import { serviceSeeds } from './services';
import type { ServiceSlug } from './types';
import { cityProfiles, type CityProfile } from './cities';

export type CityPageSeed = {
  city: string;
  city_slug: string;
  state: string;
  service_type: string;
  service_slug: ServiceSlug;
  meta_title: string;
  meta_description: string;
  h1_title: string;
  intro_paragraph: string;
  services_offered: Array<{ title: string; description: string }>;
  faq_questions: string[];
  faq_answers: string[];
  testimonials: Array<{
    quote: string;
    author: string;
    role: string;
    company: string;
    rating: number;
  }>;
};

type Written = Omit<
  CityPageSeed,
  'city' | 'city_slug' | 'state' | 'service_type' | 'service_slug' | 'testimonials'
>;
type Writer = (c: CityProfile) => Written;

const list = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export const cityPageWriters: Record<ServiceSlug, Writer> = {
  seo: (c) => ({
    h1_title: `SEO Services in ${c.name} That Bring Customers from ${c.districts[0]} to ${c.districts[2]}`,
    meta_title: `SEO Services in ${c.name}, ${c.state} | RankSutra`,
    meta_description: `SEO in ${c.name} for ${c.industries[0]} and more: technical SEO, content and local rankings that bring ${c.name} customers to you.`,
    intro_paragraph: `${c.name}'s ${list(c.industries)} businesses compete for the same first page, and buyers here ${c.buyers}. Our SEO team builds rankings that hold up in that market: technical fixes that let Google crawl every page, content written around how people in ${c.districts[0]} and ${c.districts[1]} actually search, and authority from publications your customers read.`,
    services_offered: [
      {
        title: 'Technical SEO audit',
        description: `A crawl of your site with fixes ranked by impact, benchmarked against three ${c.name} competitors.`,
      },
      {
        title: 'Keyword research for your market',
        description: `English, ${c.language} and transliterated searches that ${c.name} buyers use for ${c.industries[0]}.`,
      },
      {
        title: 'On-page optimisation',
        description:
          'Titles, headings, copy and internal links rewritten to win both the ranking and the click.',
      },
      {
        title: 'Authority building',
        description: `Digital PR and citations on sites trusted by ${c.industries[1]} audiences.`,
      },
    ],
    faq_questions: [
      `How long does SEO take to work for a ${c.name} business?`,
      `Do you optimise for searches in ${c.language}?`,
      `Can you help a ${c.industries[2]} business rank in ${c.name}?`,
    ],
    faq_answers: [
      `Most ${c.name} clients see early ranking movement within two months and a clear rise in enquiries within three to six months, depending on how competitive their category is.`,
      `Yes. Where ${c.name} customers search in ${c.language} or type ${c.language} words in English letters, we research and optimise for those queries too.`,
      `Yes. We have worked with ${c.industries[2]} firms and know which searches bring serious buyers rather than browsers.`,
    ],
  }),
  ppc: (c) => ({
    h1_title: `PPC Management in ${c.name}: Google Ads That Convert`,
    meta_title: `PPC Agency in ${c.name} | Google Ads Management | RankSutra`,
    meta_description: `Google Ads and Meta Ads in ${c.name} for ${c.industries[0]} and more, tracked to real leads. Priced by ad spend.`,
    intro_paragraph: `Clicks in ${c.name} are not cheap, especially in ${c.industries[0]} and ${c.industries[1]}, so every rupee has to earn its place. We build Google Ads and Meta campaigns around the searches that bring buyers who ${c.buyers}, target the areas you actually serve, from ${c.districts[0]} to ${c.districts[2]}, and cut the spend that produces no leads.`,
    services_offered: [
      {
        title: 'Search campaigns',
        description: `Campaigns structured by intent with radius targeting around ${c.districts[1]} and your other service areas.`,
      },
      {
        title: 'Conversion tracking',
        description:
          'Calls, forms and WhatsApp clicks tracked, with offline sales imported from your CRM.',
      },
      {
        title: 'Landing pages',
        description: `Pages written for ${c.name} buyers and tested to lift conversion rates.`,
      },
    ],
    faq_questions: [
      `What budget do I need for Google Ads in ${c.name}?`,
      `Can ads target only certain parts of ${c.name}?`,
      `Do you run ads in ${c.language}?`,
    ],
    faq_answers: [
      `For most ${c.industries[0]} businesses in ${c.name}, ₹50,000 to ₹1,50,000 a month in ad spend is enough to test and scale. We size it from local cost-per-click data before you commit.`,
      `Yes. We can target pin codes, a radius around your office or specific localities such as ${c.districts[0]} and ${c.districts[2]}.`,
      `Yes, where your audience responds better to ${c.language}. We test ${c.language} and English ads side by side and keep the winners.`,
    ],
  }),
  'content-strategy': (c) => ({
    h1_title: `Content Strategy in ${c.name} for Brands That Want to Be Found`,
    meta_title: `Content Strategy in ${c.name} | SEO Content | RankSutra`,
    meta_description: `Search-led content strategy for ${c.name} businesses in ${c.industries[0]} and more: topic research, audits, calendars and SEO briefs.`,
    intro_paragraph: `Buyers in ${c.name} ${c.buyers}. The brands they choose are the ones that answered their questions first. We plan content around those questions for ${c.industries[1]} and ${c.industries[2]} companies: which topics to own, which pages to write, refresh or merge, and briefs your writers in ${c.districts[1]} or anywhere else can turn into pages that rank.`,
    services_offered: [
      {
        title: 'Topic and question research',
        description: `What ${c.name} buyers ask before they buy, drawn from search data and your sales team.`,
      },
      {
        title: 'Content audit',
        description: 'Every existing page scored and marked keep, improve, merge or retire.',
      },
      {
        title: 'Editorial calendar and briefs',
        description: `A realistic plan with SEO briefs, including ${c.language} pages where demand supports them.`,
      },
    ],
    faq_questions: [
      `Why does a ${c.name} business need a content strategy?`,
      'Do you write the articles as well?',
      `Can you plan content for ${c.industries[0]} topics?`,
    ],
    faq_answers: [
      `Competition for search in ${c.name} is intense. A strategy makes sure each page targets real demand and supports the others, instead of adding pages nobody finds.`,
      'The strategy and briefs are our deliverable. AI-assisted drafts are available at nominal rates, and every draft needs your approval.',
      `Yes. We have planned content for ${c.industries[0]} companies and work with your experts to keep it accurate.`,
    ],
  }),
  'site-speed': (c) => ({
    h1_title: `Site Speed Optimization for ${c.name} Websites`,
    meta_title: `Website Speed in ${c.name} | Core Web Vitals | RankSutra`,
    meta_description: `Core Web Vitals and page speed audits for ${c.name} websites in ${c.industries[0]} and more: a prioritised list of fixes.`,
    intro_paragraph: `A slow page loses visitors in ${c.name} as fast as anywhere, and many of them browse on mid-range phones between ${c.districts[0]} and ${c.districts[2]} with patchy signal. We audit your site the way those visitors experience it, find what delays loading and interaction, and hand your developers a prioritised list of fixes. It matters most for ${c.industries[1]} sites, where buyers ${c.buyers}.`,
    services_offered: [
      {
        title: 'Core Web Vitals audit',
        description: 'LCP, INP and CLS measured on real mobile networks, template by template.',
      },
      {
        title: 'Front-end fixes',
        description:
          'Image, font, JavaScript and third-party script recommendations with expected gains.',
      },
      {
        title: 'Server and caching review',
        description: `Hosting and caching settings checked for visitors in ${c.state} and the rest of India.`,
      },
    ],
    faq_questions: [
      `Why is my site slow for visitors in ${c.name}?`,
      'Do you make the changes yourselves?',
      'How much faster will my site be?',
    ],
    faq_answers: [
      `Usually heavy images, third-party scripts and hosting far from India. Visitors on mobile data in ${c.name} feel every extra second.`,
      'The audit gives recommendations; implementation is not included. We brief your developers and answer their questions at our hourly consultation rate.',
      `It depends on the starting point, but ${c.industries[0]} sites we have audited typically cut mobile load times by 40 to 60 percent once the top fixes ship.`,
    ],
  }),
  'local-seo': (c) => ({
    h1_title: `Local SEO in ${c.name}: Win the Map Pack in ${c.districts[0]} and Beyond`,
    meta_title: `Local SEO in ${c.name} | Google Business Profile | RankSutra`,
    meta_description: `Local SEO for ${c.name} businesses: Google Business Profile, citations and reviews that put you in the map results from ${c.districts[0]} to ${c.districts[1]}.`,
    intro_paragraph: `When someone in ${c.districts[1]} searches for a business like yours, Google shows three nearby options on a map. Local SEO decides whether you are one of them. We optimise your Google Business Profile, clean up listings on Justdial and other directories, and build a steady flow of reviews from ${c.name} customers, who ${c.buyers}.`,
    services_offered: [
      {
        title: 'Google Business Profile optimisation',
        description: `Categories, services, photos and posts tuned for searches across ${c.name}.`,
      },
      {
        title: 'Citation clean-up',
        description:
          'Consistent name, address and phone on every directory, with duplicates merged.',
      },
      {
        title: 'Review programme',
        description: `Simple WhatsApp review requests in English and ${c.language}, with replies to every review.`,
      },
    ],
    faq_questions: [
      `How do I get into the Google map results in ${c.name}?`,
      `I serve customers all over ${c.name}. Can I rank outside my own area?`,
      `Does local SEO work for ${c.industries[2]} businesses?`,
    ],
    faq_answers: [
      'A complete, accurate Google Business Profile, consistent listings elsewhere and a steady flow of genuine reviews are the foundations. We handle all three.',
      `Yes, with a defined service area, locality pages for places like ${c.districts[2]} and local links. Proximity still matters most, so results are strongest near your address.`,
      `Yes. ${capitalise(c.industries[2])} businesses in ${c.name} win many customers from map searches, and reviews often decide between you and a competitor.`,
    ],
  }),
  'ecommerce-seo': (c) => ({
    h1_title: `E-commerce SEO in ${c.name} for Online Stores That Want More Orders`,
    meta_title: `E-commerce SEO ${c.name} | Shopify & Store SEO | RankSutra`,
    meta_description: `E-commerce SEO for ${c.name} online stores: category pages, product schema and technical fixes that bring more organic orders.`,
    intro_paragraph: `From ${c.industries[2]} to ${c.industries[1]}, more and more ${c.name} businesses sell online, and most fight marketplaces for the same shoppers. We grow your own store's organic orders: category pages that rank, product pages with rich results, and a technical setup that scales with your catalogue. Shoppers from ${c.state} and the rest of India who ${c.buyers} should find your store first.`,
    services_offered: [
      {
        title: 'Category page optimisation',
        description:
          'Copy, filters and internal links that make categories rank for buying searches.',
      },
      {
        title: 'Product schema and feeds',
        description: 'Price, stock and review markup, plus free listings on Google Shopping.',
      },
      {
        title: 'Technical store audit',
        description:
          'Faceted navigation, duplicate products and speed issues fixed at template level.',
      },
    ],
    faq_questions: [
      `Can a ${c.name} store compete with Amazon and Flipkart on Google?`,
      'Which e-commerce platforms do you work with?',
      `Do you work with ${c.industries[2]} sellers?`,
    ],
    faq_answers: [
      'Yes, for long-tail, brand and category searches that marketplaces serve poorly. Those orders carry no commission.',
      'Shopify, WooCommerce, Magento and custom stores, including headless builds.',
      `Yes. We understand how shoppers search for ${c.industries[2]} products and how to present them in search results.`,
    ],
  }),
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Testimonials appear on the SEO and Local SEO pages of each city: real clients of that city.
const servicesWithTestimonials = new Set<ServiceSlug>(['seo', 'local-seo']);

export function buildCityPageSeeds(): CityPageSeed[] {
  return cityProfiles.flatMap((city) =>
    (Object.keys(cityPageWriters) as ServiceSlug[]).map((serviceSlug) => ({
      city: city.name,
      city_slug: city.slug,
      state: city.state,
      service_type: serviceSeeds.find((s) => s.service_slug === serviceSlug)!.short_name,
      service_slug: serviceSlug,
      ...cityPageWriters[serviceSlug](city),
      testimonials: servicesWithTestimonials.has(serviceSlug) ? [city.client] : [],
    })),
  );
}
