// The site's fixed identity; the business details (name, contact, address, hours, social links)
// are the owner's, edited in the settings admin (server/public-pages/site.ts loads them).

export const siteConfig = {
  logoPath: '/logo.png',
  defaultOgImage: '/og-image.png',
  locale: 'en_IN',
  language: 'en-IN',
  timeZone: 'Asia/Kolkata',
  // When the hand-written pages (home, privacy policy) last changed; the sitemap's lastmod.
  pagesUpdatedAt: '2026-11-21',
} as const;
