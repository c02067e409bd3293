// Builders for the schema.org blocks the site publishes; each returns a plain object for <JsonLd>.

import { absoluteUrl } from '../utils';

type Thing = Record<string, unknown>;

export type BusinessDetails = {
  siteUrl: string;
  name: string;
  shortName: string;
  description: string;
  email: string;
  telephone: string;
  logoPath: string;
  /** Null when the owner set none: no made-up address in the structured data. */
  address: {
    streetAddress: string;
    addressLocality: string;
    addressRegion: string;
    postalCode: string;
    addressCountry: string;
  } | null;
  geo: { latitude: number; longitude: number } | null;
  openingHours: ReadonlyArray<{ days: readonly string[]; opens: string; closes: string }>;
  priceRange: string;
  social: Readonly<Record<string, string>>;
};

const context = 'https://schema.org';

export function organizationId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, '/')}#organization`;
}

export type ServedCity = {
  name: string;
  latitude?: number | null;
  longitude?: number | null;
};

/** The agency as a LocalBusiness (ProfessionalService), optionally serving one city. */
export function localBusinessJsonLd(business: BusinessDetails, areaServed?: ServedCity): Thing {
  return {
    '@context': context,
    '@type': 'ProfessionalService',
    '@id': organizationId(business.siteUrl),
    name: business.name,
    description: business.description,
    url: absoluteUrl(business.siteUrl, '/'),
    logo: absoluteUrl(business.siteUrl, business.logoPath),
    image: absoluteUrl(business.siteUrl, business.logoPath),
    email: business.email,
    telephone: business.telephone,
    ...(business.priceRange ? { priceRange: business.priceRange } : {}),
    ...(business.address ? { address: { '@type': 'PostalAddress', ...business.address } } : {}),
    ...(business.geo ? { geo: { '@type': 'GeoCoordinates', ...business.geo } } : {}),
    ...(business.openingHours.length > 0
      ? {
          openingHoursSpecification: business.openingHours.map((h) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: h.days.map((d) => `${context}/${d}`),
            opens: h.opens,
            closes: h.closes,
          })),
        }
      : {}),
    areaServed: areaServed ? cityJsonLd(areaServed) : { '@type': 'Country', name: 'India' },
    ...(Object.keys(business.social).length > 0 ? { sameAs: Object.values(business.social) } : {}),
  };
}

/** A city, with its coordinates when the admin gave them. */
function cityJsonLd({ name, latitude, longitude }: ServedCity): Thing {
  const geo =
    typeof latitude === 'number' && typeof longitude === 'number'
      ? { geo: { '@type': 'GeoCoordinates', latitude, longitude } }
      : {};
  return { '@type': 'City', name, ...geo };
}

export type FaqEntry = { question: string; answer: string };

export function faqPageJsonLd(faqs: readonly FaqEntry[]): Thing | null {
  const entries = faqs.filter((f) => f.question.trim() && f.answer.trim());
  if (entries.length === 0) return null;
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: entries.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

export type ServiceInput = {
  siteUrl: string;
  name: string;
  description: string;
  path: string;
  serviceType?: string;
  areaServed?: string;
};

export function serviceJsonLd(input: ServiceInput): Thing {
  return {
    '@context': context,
    '@type': 'Service',
    name: input.name,
    serviceType: input.serviceType ?? input.name,
    description: input.description,
    url: absoluteUrl(input.siteUrl, input.path),
    provider: { '@id': organizationId(input.siteUrl) },
    areaServed: input.areaServed
      ? { '@type': 'City', name: input.areaServed }
      : { '@type': 'Country', name: 'India' },
  };
}

export type Crumb = { label: string; path: string };

export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]): Thing {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export type ReviewInput = { quote: string; author: string; rating: number };

/** Reviews of the agency; null when there are none, so no empty block is published. */
export function reviewsJsonLd(
  siteUrl: string,
  businessName: string,
  reviews: readonly ReviewInput[],
): Thing | null {
  if (reviews.length === 0) return null;
  const ratings = reviews.map((r) => clampRating(r.rating));
  const average = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
  return {
    '@context': context,
    '@type': 'ProfessionalService',
    '@id': organizationId(siteUrl),
    name: businessName,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Number(average.toFixed(1)),
      reviewCount: reviews.length,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((r, i) => ({
      '@type': 'Review',
      reviewBody: r.quote,
      author: { '@type': 'Person', name: r.author },
      reviewRating: { '@type': 'Rating', ratingValue: ratings[i], bestRating: 5, worstRating: 1 },
    })),
  };
}

export function clampRating(rating: unknown): number {
  const n = typeof rating === 'number' ? rating : Number(rating);
  if (!Number.isFinite(n)) return 5;
  return Math.min(5, Math.max(1, Math.round(n)));
}

export type BlogPostingInput = {
  siteUrl: string;
  path: string;
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  dateModified: string;
  author: { name: string; path?: string };
  publisherName: string;
  publisherLogoPath: string;
  keywords?: readonly string[];
};

export function blogPostingJsonLd(input: BlogPostingInput): Thing {
  const url = absoluteUrl(input.siteUrl, input.path);
  return {
    '@context': context,
    '@type': 'BlogPosting',
    headline: input.headline,
    description: input.description,
    image: [absoluteUrl(input.siteUrl, input.image)],
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: {
      '@type': 'Person',
      name: input.author.name,
      ...(input.author.path ? { url: absoluteUrl(input.siteUrl, input.author.path) } : {}),
    },
    publisher: {
      '@type': 'Organization',
      name: input.publisherName,
      logo: { '@type': 'ImageObject', url: absoluteUrl(input.siteUrl, input.publisherLogoPath) },
    },
    ...(input.keywords && input.keywords.length ? { keywords: input.keywords.join(', ') } : {}),
  };
}

export type PersonInput = {
  siteUrl: string;
  path: string;
  name: string;
  description: string;
  image: string;
  sameAs: readonly string[];
  worksFor: string;
};

export function personJsonLd(input: PersonInput): Thing {
  return {
    '@context': context,
    '@type': 'Person',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.siteUrl, input.path),
    image: absoluteUrl(input.siteUrl, input.image),
    sameAs: [...input.sameAs],
    worksFor: {
      '@type': 'Organization',
      name: input.worksFor,
      '@id': organizationId(input.siteUrl),
    },
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the script. */
export function serializeJsonLd(data: Thing | readonly Thing[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
