// The agency's business details: one place for the header, footer, contact card and structured data.

export const siteConfig = {
  name: 'RankSutra Digital',
  shortName: 'RankSutra',
  tagline: 'SEO and digital marketing for Indian businesses',
  description:
    'RankSutra Digital is an SEO and digital-marketing agency helping Indian businesses grow through search: technical SEO, local SEO, PPC, content strategy and site speed.',
  email: 'hello@ranksutra.in',
  telephone: '+91-22-4012-3456',
  address: {
    streetAddress: '4th Floor, Trade View, Kamala Mills Compound, Senapati Bapat Marg, Lower Parel',
    addressLocality: 'Mumbai',
    addressRegion: 'Maharashtra',
    postalCode: '400013',
    addressCountry: 'IN',
  },
  geo: { latitude: 19.0004, longitude: 72.8258 },
  openingHours: [
    {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: '09:30',
      closes: '18:30',
    },
  ],
  priceRange: '₹₹₹',
  foundingYear: 2014,
  social: {
    linkedin: 'https://www.linkedin.com/company/ranksutra-digital',
    twitter: 'https://x.com/ranksutra',
    facebook: 'https://www.facebook.com/ranksutra',
    instagram: 'https://www.instagram.com/ranksutra',
  },
  logoPath: '/logo.png',
  defaultOgImage: '/og-image.png',
  locale: 'en_IN',
  language: 'en-IN',
  timeZone: 'Asia/Kolkata',
  // When the hand-written pages (home, privacy policy) last changed; the sitemap's lastmod.
  pagesUpdatedAt: '2026-11-21',
} as const;

export type SiteConfig = typeof siteConfig;
