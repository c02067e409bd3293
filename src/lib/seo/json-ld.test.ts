import { describe, expect, it } from 'vitest';

import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  clampRating,
  faqPageJsonLd,
  localBusinessJsonLd,
  personJsonLd,
  reviewsJsonLd,
  serializeJsonLd,
  serviceJsonLd,
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

describe('localBusinessJsonLd', () => {
  it('names the city served, with its coordinates only when both are known', () => {
    expect(localBusinessJsonLd(business, { name: 'Pune' }).areaServed).toEqual({
      '@type': 'City',
      name: 'Pune',
    });
    expect(
      localBusinessJsonLd(business, { name: 'Pune', latitude: 18.5204, longitude: 73.8567 })
        .areaServed,
    ).toEqual({
      '@type': 'City',
      name: 'Pune',
      geo: { '@type': 'GeoCoordinates', latitude: 18.5204, longitude: 73.8567 },
    });
    expect(
      localBusinessJsonLd(business, { name: 'Pune', latitude: 18.5, longitude: null }).areaServed,
    ).toEqual({ '@type': 'City', name: 'Pune' });
  });

  it('describes the business with real contact details, address, geo and hours', () => {
    const ld = localBusinessJsonLd(business);
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
    const ld = localBusinessJsonLd({
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
        areaServed: 'Pune',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'SEO',
      serviceType: 'SEO',
      description: 'd',
      url: 'https://ranksutra.in/services/seo/pune',
      provider: { '@id': 'https://ranksutra.in/#organization' },
      areaServed: { '@type': 'City', name: 'Pune' },
    });
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

describe('reviewsJsonLd', () => {
  it('publishes nothing without reviews', () => {
    expect(reviewsJsonLd(siteUrl, 'X', [])).toBeNull();
  });
  it('aggregates the ratings and lists each review', () => {
    const ld = reviewsJsonLd(siteUrl, 'X', [
      { quote: 'Great', author: 'A', rating: 5 },
      { quote: 'Good', author: 'B', rating: 4 },
    ]);
    expect(ld).toMatchObject({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
      },
    });
    expect((ld!.review as unknown[])[1]).toMatchObject({
      '@type': 'Review',
      reviewBody: 'Good',
      author: { '@type': 'Person', name: 'B' },
      reviewRating: { ratingValue: 4 },
    });
  });
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
      publisherName: 'RankSutra Digital',
      publisherLogoPath: '/logo.png',
      keywords: ['SEO', 'Local'],
    });
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Local SEO',
      image: ['https://ranksutra.in/uploads/a.webp'],
      datePublished: '2026-01-01T00:00:00.000Z',
      dateModified: '2026-01-02T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Priya', url: 'https://ranksutra.in/author/priya' },
      publisher: { '@type': 'Organization', logo: { url: 'https://ranksutra.in/logo.png' } },
      mainEntityOfPage: { '@id': 'https://ranksutra.in/blog/local-seo' },
      keywords: 'SEO, Local',
    });
  });
});

describe('personJsonLd', () => {
  it('describes an author with profile links', () => {
    expect(
      personJsonLd({
        siteUrl,
        path: '/author/priya',
        name: 'Priya',
        description: 'Head of SEO',
        image: '/images/authors/priya.webp',
        sameAs: ['https://www.linkedin.com/in/priya'],
        worksFor: 'RankSutra Digital',
      }),
    ).toMatchObject({
      '@type': 'Person',
      url: 'https://ranksutra.in/author/priya',
      image: 'https://ranksutra.in/images/authors/priya.webp',
      sameAs: ['https://www.linkedin.com/in/priya'],
      worksFor: { '@type': 'Organization', name: 'RankSutra Digital' },
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
