import { describe, expect, it } from 'vitest';

import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  clampRating,
  faqPageJsonLd,
  organizationJsonLd,
  profilePageJsonLd,
  serializeJsonLd,
  serviceJsonLd,
  websiteJsonLd,
  type BusinessDetails,
} from './json-ld';

const siteUrl = 'https://ranksutra.in';

const business: BusinessDetails = {
  shortName: 'RankSutra',
  siteUrl,
  name: 'RankSutra Digital',
  description: 'SEO agency',
  email: 'hello@ranksutra.in',
  telephone: '+91-22-4012-3456',
  logoPath: '/logo.png',
  address: {
    streetAddress: 'Lower Parel',
    addressLocality: 'Mumbai',
    addressRegion: 'Maharashtra',
    postalCode: '400013',
    addressCountry: 'IN',
  },
  geo: { latitude: 19, longitude: 72.8 },
  openingHours: [{ days: ['Monday', 'Friday'], opens: '09:30', closes: '18:30' }],
  priceRange: '₹₹₹',
  social: { linkedin: 'https://www.linkedin.com/company/x' },
};

describe('organizationJsonLd', () => {
  it('describes the business with real contact details, address, geo and hours', () => {
    const ld = organizationJsonLd(business);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      '@id': 'https://ranksutra.in/#organization',
      name: 'RankSutra Digital',
      url: 'https://ranksutra.in/',
      logo: 'https://ranksutra.in/logo.png',
      telephone: '+91-22-4012-3456',
      priceRange: '₹₹₹',
      address: { '@type': 'PostalAddress', addressCountry: 'IN', postalCode: '400013' },
      geo: { '@type': 'GeoCoordinates', latitude: 19, longitude: 72.8 },
      areaServed: { '@type': 'Country', name: 'India' },
      sameAs: ['https://www.linkedin.com/company/x'],
    });
    expect(ld.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Friday'],
        opens: '09:30',
        closes: '18:30',
      },
    ]);
  });

  it('leaves out an address, coordinates, hours, price range and profiles the owner did not set', () => {
    const ld = organizationJsonLd({
      ...business,
      address: null,
      geo: null,
      openingHours: [],
      priceRange: '',
      social: {},
    });
    for (const key of ['address', 'geo', 'openingHoursSpecification', 'priceRange', 'sameAs'])
      expect(ld, key).not.toHaveProperty(key);
    expect(ld).toMatchObject({ name: 'RankSutra Digital', telephone: '+91-22-4012-3456' });
  });

  it('carries no review or rating of the business by itself', () => {
    const ld = organizationJsonLd(business);
    expect(ld).not.toHaveProperty('review');
    expect(ld).not.toHaveProperty('aggregateRating');
  });
});

describe('websiteJsonLd', () => {
  it('names the site and its publisher by the organisation’s id', () => {
    expect(websiteJsonLd(business, 'en-IN')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://ranksutra.in/#website',
      url: 'https://ranksutra.in/',
      name: 'RankSutra Digital',
      inLanguage: 'en-IN',
      publisher: { '@id': 'https://ranksutra.in/#organization' },
    });
  });
});

describe('faqPageJsonLd', () => {
  it('lists each question with its accepted answer', () => {
    expect(faqPageJsonLd([{ question: 'Q1?', answer: 'A1' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1' } },
      ],
    });
  });
  it('publishes nothing for an empty or blank list', () => {
    expect(faqPageJsonLd([])).toBeNull();
    expect(faqPageJsonLd([{ question: ' ', answer: '' }])).toBeNull();
  });
});

describe('serviceJsonLd', () => {
  it('links the service to the organisation and the area served', () => {
    expect(
      serviceJsonLd({
        siteUrl,
        name: 'SEO',
        description: 'd',
        path: '/services/seo/pune',
        areaServed: [{ name: 'Pune', latitude: 18.5204, longitude: 73.8567 }],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'SEO',
      serviceType: 'SEO',
      description: 'd',
      url: 'https://ranksutra.in/services/seo/pune',
      provider: { '@id': 'https://ranksutra.in/#organization' },
      areaServed: {
        '@type': 'City',
        name: 'Pune',
        geo: { '@type': 'GeoCoordinates', latitude: 18.5204, longitude: 73.8567 },
      },
    });
  });

  it('lists each city it is offered in, and India when it names none', () => {
    const base = { siteUrl, name: 'SEO', description: 'd', path: '/services/seo' };
    expect(serviceJsonLd(base).areaServed).toEqual({ '@type': 'Country', name: 'India' });
    expect(
      serviceJsonLd({
        ...base,
        areaServed: [{ name: 'Pune', latitude: 18.5, longitude: null }, { name: 'Surat' }],
      }).areaServed,
    ).toEqual([
      { '@type': 'City', name: 'Pune' },
      { '@type': 'City', name: 'Surat' },
    ]);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 with absolute URLs on the site’s own domain', () => {
    const ld = breadcrumbJsonLd(siteUrl, [
      { label: 'Home', path: '/' },
      { label: 'Services', path: '/services' },
    ]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://ranksutra.in/' },
      { '@type': 'ListItem', position: 2, name: 'Services', item: 'https://ranksutra.in/services' },
    ]);
  });
});

describe('clampRating', () => {
  it('treats a rating that is not a number as 5 and keeps ratings within 1 to 5', () => {
    expect(clampRating('abc')).toBe(5);
    expect(clampRating(9)).toBe(5);
    expect(clampRating(0)).toBe(1);
    expect(clampRating('3')).toBe(3);
  });
});

describe('blogPostingJsonLd', () => {
  it('has headline, dates, author, publisher and image', () => {
    const ld = blogPostingJsonLd({
      siteUrl,
      path: '/blog/local-seo',
      headline: 'Local SEO',
      description: 'd',
      image: '/uploads/a.webp',
      datePublished: '2026-01-01T00:00:00.000Z',
      dateModified: '2026-01-02T00:00:00.000Z',
      author: { name: 'Priya', path: '/author/priya' },
      publisher: { name: 'RankSutra Digital', logoPath: '/images/logo.png' },
      keywords: ['SEO', 'Local'],
    });
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Local SEO',
      image: ['https://ranksutra.in/uploads/a.webp'],
      datePublished: '2026-01-01T00:00:00.000Z',
      dateModified: '2026-01-02T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Priya', url: 'https://ranksutra.in/author/priya' },
      // Named in full beside the id: validators that do not follow an @id still find it.
      publisher: {
        '@type': 'Organization',
        '@id': 'https://ranksutra.in/#organization',
        name: 'RankSutra Digital',
        logo: { '@type': 'ImageObject', url: 'https://ranksutra.in/images/logo.png' },
      },
      mainEntityOfPage: { '@id': 'https://ranksutra.in/blog/local-seo' },
      keywords: 'SEO, Local',
    });
  });
});

describe('profilePageJsonLd', () => {
  it('makes the author the main entity of a ProfilePage, working for the organisation', () => {
    expect(
      profilePageJsonLd({
        siteUrl,
        path: '/author/priya',
        name: 'Priya',
        description: 'Head of SEO',
        image: '/images/authors/priya.webp',
        sameAs: ['https://www.linkedin.com/in/priya'],
      }),
    ).toMatchObject({
      '@type': 'ProfilePage',
      url: 'https://ranksutra.in/author/priya',
      mainEntity: {
        '@type': 'Person',
        name: 'Priya',
        url: 'https://ranksutra.in/author/priya',
        image: 'https://ranksutra.in/images/authors/priya.webp',
        sameAs: ['https://www.linkedin.com/in/priya'],
        worksFor: { '@id': 'https://ranksutra.in/#organization' },
      },
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot be closed from inside by a value', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
