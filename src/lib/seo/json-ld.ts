// Builders for the schema.org blocks the site publishes; each returns a plain object for <JsonLd>.

import { planOffer } from '../pricing/price-plan';
import { absoluteUrl } from '../utils';
import type { PricePlan } from '../validation/price-plan';

type Thing = Record<string, unknown>;

export type BusinessDetails = {
  siteUrl: string;
  name: string;
  shortName: string;
  description: string;
  email: string;
  /** E.164. */
  telephone: string;
  /** The click-to-chat number (E.164), or null: no WhatsApp button. */
  whatsapp?: string | null;
  /** The click-to-call number (E.164): the telephone unless the owner named another. */
  callNumber?: string;
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

/**
 * The agency as a LocalBusiness (ProfessionalService): one node, the same on every page (the site
 * layout publishes it), which the other nodes name by its `@id`. No review or rating of the
 * business sits on it: Google ignores, and may act on, reviews a business publishes of itself.
 */
export function organizationJsonLd(business: BusinessDetails): Thing {
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
    areaServed: india,
    ...(Object.keys(business.social).length > 0 ? { sameAs: Object.values(business.social) } : {}),
  };
}

const india = { '@type': 'Country', name: 'India' };

export function websiteId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, '/')}#website`;
}

/** The site itself, on the home page: its name and who publishes it. */
export function websiteJsonLd(business: BusinessDetails, language: string): Thing {
  return {
    '@context': context,
    '@type': 'WebSite',
    '@id': websiteId(business.siteUrl),
    url: absoluteUrl(business.siteUrl, '/'),
    name: business.name,
    inLanguage: language,
    publisher: { '@id': organizationId(business.siteUrl) },
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

/** A question as compared between pages: any case, spaces and end punctuation. */
export function faqKey(question: string): string {
  return question
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s?.!]+$/, '')
    .trim();
}

/**
 * The page's FAQ as an FAQPage, less the questions in `shared` (those other pages show too: a
 * question is marked up only on the page whose own it is).
 */
export function faqPageJsonLd(
  faqs: readonly FaqEntry[],
  shared: ReadonlySet<string> = new Set(),
): Thing | null {
  const entries = faqs.filter(
    (f) => f.question.trim() && f.answer.trim() && !shared.has(faqKey(f.question)),
  );
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
  /** The cities where it is offered; India when none is named. */
  areaServed?: readonly ServedCity[];
  /** Its price plans, each an Offer. */
  plans?: readonly PricePlan[];
};

export function serviceJsonLd(input: ServiceInput): Thing {
  const cities = input.areaServed ?? [];
  return {
    '@context': context,
    '@type': 'Service',
    name: input.name,
    serviceType: input.serviceType ?? input.name,
    description: input.description,
    url: absoluteUrl(input.siteUrl, input.path),
    provider: { '@id': organizationId(input.siteUrl) },
    areaServed:
      cities.length === 0
        ? india
        : cities.length === 1
          ? cityJsonLd(cities[0]!)
          : cities.map(cityJsonLd),
    ...(input.plans?.length
      ? {
          offers: input.plans.map((plan) =>
            planOffer(plan, absoluteUrl(input.siteUrl, input.path)),
          ),
        }
      : {}),
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

/** A star rating as shown: a whole number from 1 to 5. */
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
  /** The agency: named by its id, and by its name and logo for tools that do not follow the id. */
  publisher: { name: string; logoPath: string };
  keywords?: readonly string[];
  /** A case study is an Article (with no review markup: its figures are the agency's own). */
  type?: 'BlogPosting' | 'Article';
};

export function blogPostingJsonLd(input: BlogPostingInput): Thing {
  const url = absoluteUrl(input.siteUrl, input.path);
  return {
    '@context': context,
    '@type': input.type ?? 'BlogPosting',
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
      '@id': organizationId(input.siteUrl),
      name: input.publisher.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(input.siteUrl, input.publisher.logoPath) },
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
};

/** An author's page: a ProfilePage whose main entity is the person, who works for the agency. */
export function profilePageJsonLd(input: PersonInput): Thing {
  const url = absoluteUrl(input.siteUrl, input.path);
  return {
    '@context': context,
    '@type': 'ProfilePage',
    url,
    mainEntity: {
      '@type': 'Person',
      '@id': `${url}#person`,
      name: input.name,
      description: input.description,
      url,
      image: absoluteUrl(input.siteUrl, input.image),
      sameAs: [...input.sameAs],
      worksFor: { '@id': organizationId(input.siteUrl) },
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
