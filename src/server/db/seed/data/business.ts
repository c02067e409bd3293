import type { BusinessData } from '@/lib/validation/business';

/** The name of the business details' row in site_settings. */
export const BUSINESS_SETTING = 'business';

// The agency's business details as the site shipped them; the settings admin edits them after.
export const businessSeed: BusinessData = {
  name: 'RankSutra Digital',
  short_name: 'RankSutra',
  description:
    'RankSutra Digital is an SEO and digital-marketing agency helping Indian businesses grow through search: technical SEO, local SEO, PPC, content strategy and site speed.',
  email: 'hello@ranksutra.in',
  telephone: '+912240123456',
  whatsapp_button: true,
  // The office's phone is a landline, which WhatsApp cannot reach: chats go to a mobile.
  whatsapp: '+919819012345',
  call_number: '',
  street_address: '4th Floor, Trade View, Kamala Mills Compound, Senapati Bapat Marg, Lower Parel',
  locality: 'Mumbai',
  region: 'Maharashtra',
  postal_code: '400013',
  latitude: '19.00047',
  longitude: '72.82583',
  opening_days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  opens: '09:30',
  closes: '18:30',
  price_range: '₹₹₹',
  gstin: '',
  linkedin: 'https://www.linkedin.com/company/ranksutra-digital',
  twitter: 'https://x.com/ranksutra',
  facebook: 'https://www.facebook.com/ranksutra',
  instagram: 'https://www.instagram.com/ranksutra',
};
