import { steps, topics, type ServiceSeed } from './types';

export const localSeoService: ServiceSeed = {
  service_slug: 'local-seo',
  service_name: 'Local SEO',
  service_description:
    'Google Business Profile, local citations and location pages that put your shop, clinic or office in the map results when people nearby search.',
  hero_heading: 'Local SEO That Fills Your Phone Lines and Footfall',
  hero_subheading:
    'Be the business Google Maps recommends when customers in your neighbourhood search for what you offer.',
  meta_title: 'Local SEO Services in India | Google Business Profile Experts | RankSutra Digital',
  meta_description:
    'Local SEO for Indian businesses: Google Business Profile optimisation, citations, reviews and location pages that win the map pack. Free local visibility audit.',
  expertise_areas: [
    {
      name: 'Google Business Profile',
      description: 'The listing that decides who appears in the map pack.',
      sub_topics: topics([
        ['Profile optimisation', 'Categories, services, attributes and descriptions that match how locals search.'],
        ['Posts and photos', 'Regular updates that keep the profile active and persuasive.'],
        ['Q&A management', 'Answers to common questions before competitors or strangers answer them.'],
      ]),
    },
    {
      name: 'Citations and NAP Consistency',
      description: 'Your name, address and phone the same everywhere.',
      sub_topics: topics([
        ['Citation audit', 'Listings on Justdial, Sulekha, IndiaMART and other directories checked and corrected.'],
        ['New citations', 'Industry and city directories that strengthen local trust.'],
        ['Duplicate clean-up', 'Merging duplicate map listings that split your reviews.'],
      ]),
    },
    {
      name: 'Reviews and Reputation',
      description: 'More reviews, better reviews, and replies to all of them.',
      sub_topics: topics([
        ['Review generation', 'Simple WhatsApp and SMS requests that make reviewing easy.'],
        ['Response templates', 'Professional replies to praise and complaints alike.'],
        ['Sentiment tracking', 'Themes in reviews that show what customers value.'],
      ]),
    },
    {
      name: 'Location Pages',
      description: 'A page for each branch or service area that ranks on its own.',
      sub_topics: topics([
        ['Branch pages', 'Unique content, directions, hours and LocalBusiness schema for every location.'],
        ['Service-area pages', 'Pages for the localities you serve, written for each one.'],
        ['Local links', 'Partnerships with local associations, events and media.'],
      ]),
    },
  ],
  benefits: [
    { name: 'More calls and visits', description: 'Map pack visibility drives direct calls, directions and walk-ins.' },
    { name: 'Trust at a glance', description: 'Strong ratings persuade customers before they visit your site.' },
    { name: 'Beat bigger brands locally', description: 'Proximity and relevance let local businesses outrank national chains.' },
    { name: 'Multi-location control', description: 'Consistent profiles and pages across every branch.' },
  ],
  process_steps: steps([
    ['Local audit', 'Profile, citation, review and competitor analysis for each location.'],
    ['Fix the foundations', 'Profile optimisation, NAP clean-up and duplicate removal.'],
    ['Build presence', 'Citations, location pages and local links.'],
    ['Grow reviews', 'A review programme your staff can run every day.'],
    ['Track', 'Map rankings by locality, calls and direction requests every month.'],
  ]),
  faq: [
    { question: 'How quickly can I appear in the Google map pack?', answer: 'Fixing profile and citation issues often shows results within four to eight weeks; competitive categories in large cities take longer.' },
    { question: 'Do I need a physical address?', answer: 'Google requires a real address or a defined service area. Service-area businesses can hide their address and still rank.' },
    { question: 'Can you help with fake or unfair reviews?', answer: 'We help you respond professionally and report reviews that break Google’s policies, though removal is Google’s decision.' },
    { question: 'I have ten branches. Can you manage all of them?', answer: 'Yes. We manage multi-location businesses with consistent profiles, per-branch pages and reporting by location.' },
    { question: 'What does local SEO cost?', answer: 'Local SEO starts from $500 (about ₹41,000) per month for a single location, with pricing per additional location agreed after the audit.' },
  ],
};
