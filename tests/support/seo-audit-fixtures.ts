import type { FixtureHandler } from './fixture-site';

// Small business sites the audit tests read: one that does everything right (and, with a variant,
// the same site with one plant or written another way), and one with a problem for each check.
// `origin` is where the test serves them.

const business = (origin: string, variant: SiteVariant) => ({
  '@context': 'https://schema.org',
  '@type': 'Dentist',
  name: 'Smile Dental Clinic',
  url: `${origin}/`,
  telephone: '+91 98200 12345',
  address: {
    '@type': 'PostalAddress',
    streetAddress: '12 MG Road',
    addressLocality: 'Pune',
    postalCode: '411001',
    addressCountry: 'IN',
  },
  ...(variant.noMarkupHours
    ? {}
    : {
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: 'Monday',
            opens: '09:00',
            closes: '19:00',
          },
        ],
      }),
});

/** What the good site changes to be another site: a plant, or a business written another way. */
export type SiteVariant = {
  /** Its robots.txt, for the default one naming the sitemap. */
  robotsTxt?: (origin: string) => string;
  /** The site the home page names as its canonical, for itself. */
  homeCanonicalOrigin?: string;
  /** Without opening hours in its structured data (the text must say them). */
  noMarkupHours?: boolean;
  /** About this many bytes more of text at the end of the home page. */
  homeFiller?: number;
  /** More in the home page's <head> (a robots meta). */
  homeHead?: string;
  /** How each page says how to reach the business, for the mobile, WhatsApp and Maps link. */
  contact?: string;
};

const CONTACT = `<p>Call +91 98200 12345, Monday to Saturday 9 am to 7 pm, at 12 MG Road, Pune.</p>
<a href="tel:+919820012345">Call</a> <a href="https://wa.me/919820012345">WhatsApp</a>
<a href="https://maps.app.goo.gl/abc">Find us on Google Maps</a>`;

const goodPage = (
  origin: string,
  path: string,
  title: string,
  description: string,
  variant: SiteVariant,
) => `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><meta name="description" content="${description}">
<link rel="canonical" href="${path === '/' ? (variant.homeCanonicalOrigin ?? origin) : origin}${path}">
<meta property="og:title" content="${title}"><meta property="og:description" content="${description}">
<meta property="og:image" content="${origin}/og.png"><meta name="twitter:card" content="summary_large_image">
<script type="application/ld+json">${JSON.stringify(business(origin, variant))}</script>
${path === '/' ? (variant.homeHead ?? '') : ''}</head><body><h1>${title}</h1>
${variant.contact ?? CONTACT}
<a href="/">Home</a> <a href="/services">Services</a> <a href="/contact">Contact</a>
<img src="/chair.jpg" alt="A dental chair">
${path === '/' && variant.homeFiller ? `<p>${'Smile. '.repeat(variant.homeFiller / 7)}</p>` : ''}</body></html>`;

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'strict-transport-security': 'max-age=31536000',
  'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export function goodSite(
  origin: () => string,
  variant: SiteVariant = {},
): Record<string, FixtureHandler> {
  const page =
    (path: string, title: string, description: string): FixtureHandler =>
    (_q, response) => {
      response.writeHead(200, headers);
      response.end(goodPage(origin(), path, title, description, variant));
    };
  return {
    '/': page(
      '/',
      'Smile Dental Clinic, Pune: Family Dentist',
      'Family dentist in Pune for check-ups, cleaning, root canals and braces, open six days a week near MG Road.',
    ),
    '/services': page(
      '/services',
      'Dental Treatments in Pune | Smile Dental',
      'Check-ups, cleaning, fillings, root canal treatment and braces at our Pune clinic, with prices agreed before we start.',
    ),
    '/contact': page(
      '/contact',
      'Contact Smile Dental Clinic, Pune',
      'Call, WhatsApp or visit Smile Dental Clinic at 12 MG Road, Pune, Monday to Saturday from 9 am to 7 pm.',
    ),
    '/robots.txt': (_q, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(
        variant.robotsTxt?.(origin()) ??
          `User-agent: *\nDisallow: /admin/\nSitemap: ${origin()}/sitemap.xml\n`,
      );
    },
    '/sitemap.xml': (_q, response) => {
      response.writeHead(200, { 'content-type': 'application/xml' });
      const urls = ['/', '/services', '/contact'].map(
        (p) => `<url><loc>${origin()}${p}</loc></url>`,
      );
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`,
      );
    },
  };
}

export function poorSite(origin: () => string): Record<string, FixtureHandler> {
  const reviewed = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: 'Quick Repairs',
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 200 },
    offers: { '@type': 'Offer', price: '₹499' },
  };
  return {
    '/': (_q, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'x-robots-tag': 'noindex' });
      response.end(`<html><head><title>Home</title>
<link rel="canonical" href="${origin()}/home-old">
<script type="application/ld+json">${JSON.stringify(reviewed)}</script>
<script type="application/ld+json">{ not json</script>
<script type="module" src="/app.js"></script><script>var ready = true;</script></head>
<body><h1>Quick Repairs</h1><h1>Welcome</h1><img src="/a.jpg"><img src="/b.jpg" alt="">
<a href="/about">About</a> <a href="/missing">Old offer</a></body></html>`);
    },
    '/about': (_q, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        `<html><head><title>Home</title><meta name="robots" content="noindex"></head><body><p>About us</p></body></html>`,
      );
    },
    '/home-old': (_q, response) => {
      response.writeHead(404);
      response.end();
    },
    '/robots.txt': (_q, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('User-agent: *\nDisallow: /\n');
    },
  };
}
