import { gzipSync } from 'node:zlib';

import sharp from 'sharp';

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
  /** More in each page's <head> and <body> (alternates, styles, media). */
  head?: (path: string) => string;
  body?: string;
  /** Pages and files sent as they are, not compressed. */
  uncompressed?: boolean;
  /** The header sent with the stylesheet and the image, for a year by default. */
  fileCacheControl?: string;
  /** The image's size in bytes (2 KB by default). */
  imageBytes?: number;
  /** The Content-Type of its pages, for the one with charset=utf-8. */
  contentType?: string;
  /** Its sitemap's body, for the one listing its three pages. */
  sitemapXml?: (origin: string) => string;
  /** More pages, or other ones, by path. */
  extraPages?: Record<string, FixtureHandler>;
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
<link rel="stylesheet" href="/site.css">
<script type="application/ld+json">${JSON.stringify(business(origin, variant))}</script>
${path === '/' ? (variant.homeHead ?? '') : ''}${variant.head?.(path) ?? ''}</head><body><h1>${title}</h1>
${variant.contact ?? CONTACT}${variant.body ?? ''}
<a href="/">Home</a> <a href="/services">Services</a> <a href="/contact">Contact</a>
<img src="/chair.jpg" alt="A dental chair">
${path === '/' && variant.homeFiller ? `<p>${'Smile. '.repeat(variant.homeFiller / 7)}</p>` : ''}</body></html>`;

// The picture the pages share: a real PNG, made once.
let shareImage: Promise<Buffer> | null = null;
const sharedPng = () =>
  (shareImage ??= sharp({
    create: { width: 1200, height: 630, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer());

// Over 1 KB, as a real stylesheet is: worth compressing.
const STYLESHEET = `body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; }
footer p { font-size: 14px; }
${Array.from({ length: 40 }, (_, i) => `.service-${i} { padding: ${i}px; }`).join('\n')}`;

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
  // Compressed when the reader accepts it, as a well-run server does.
  const send = (
    request: Parameters<FixtureHandler>[0],
    response: Parameters<FixtureHandler>[1],
    sent: Record<string, string>,
    body: string | Buffer,
  ) => {
    const zipped = !variant.uncompressed && /gzip/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, zipped ? { ...sent, 'content-encoding': 'gzip' } : sent);
    response.end(zipped ? gzipSync(body) : body);
  };
  const page =
    (path: string, title: string, description: string): FixtureHandler =>
    (request, response) =>
      send(
        request,
        response,
        { ...headers, 'content-type': variant.contentType ?? headers['content-type'] },
        goodPage(origin(), path, title, description, variant),
      );
  const cached = { 'cache-control': variant.fileCacheControl ?? 'public, max-age=31536000' };
  return {
    '/site.css': (request, response) =>
      send(request, response, { 'content-type': 'text/css', ...cached }, STYLESHEET),
    '/og.png': (_q, response) => {
      void sharedPng().then((png) => {
        response.writeHead(200, { 'content-type': 'image/png', ...cached });
        response.end(png);
      });
    },
    '/chair.jpg': (_q, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg', ...cached });
      response.end(Buffer.alloc(variant.imageBytes ?? 2048, 1));
    },
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
        variant.sitemapXml?.(origin()) ??
          `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`,
      );
    },
    ...variant.extraPages,
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
