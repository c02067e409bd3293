import { describe, expect, it } from 'vitest';

import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  profilePageJsonLd,
  serviceJsonLd,
  websiteJsonLd,
  type BusinessDetails,
} from './json-ld';
import { jsonLdProblems, type PageJsonLd } from './json-ld-rules';

const siteUrl = 'https://ranksutra.in';
const business: BusinessDetails = {
  siteUrl,
  name: 'RankSutra Digital',
  shortName: 'RankSutra',
  description: 'SEO agency',
  email: 'hello@ranksutra.in',
  telephone: '+91-22-4012-3456',
  logoPath: '/logo.png',
  address: null,
  geo: null,
  openingHours: [],
  priceRange: '',
  social: {},
};
const organization = organizationJsonLd(business);
const page = (path: string, ...nodes: Array<Record<string, unknown> | null>): PageJsonLd => ({
  path,
  blocks: [JSON.stringify(nodes.filter(Boolean)), JSON.stringify(organization)],
});
const faq = [{ question: 'How long does SEO take?', answer: 'Three to six months.' }];
const post = blogPostingJsonLd({
  siteUrl,
  path: '/blog/a',
  headline: 'A post',
  description: 'd',
  image: '/a.webp',
  datePublished: '2026-01-01T00:00:00.000Z',
  dateModified: '2026-01-02T00:00:00.000Z',
  author: { name: 'Priya', path: '/author/priya' },
  publisher: { name: 'RankSutra Digital', logoPath: '/images/logo.png' },
});
const plan = {
  name: 'Monthly SEO',
  amount: 65_600,
  currency: 'INR',
  period: 'month',
  starting: true,
  includes: '',
  notes: '',
} as const;
const goodSite = [
  page('/', websiteJsonLd(business, 'en-IN'), faqPageJsonLd(faq)),
  page(
    '/services/seo',
    serviceJsonLd({ siteUrl, name: 'SEO', description: 'd', path: '/services/seo', plans: [plan] }),
    breadcrumbJsonLd(siteUrl, [{ label: 'Home', path: '/' }]),
  ),
  page('/blog/a', post),
  page(
    '/author/priya',
    profilePageJsonLd({
      siteUrl,
      path: '/author/priya',
      name: 'Priya',
      description: 'd',
      image: '/p.webp',
      sameAs: [],
    }),
  ),
];

describe('jsonLdProblems', () => {
  it('finds nothing on a site that keeps every rule', () => {
    expect(jsonLdProblems(goodSite, siteUrl)).toEqual([]);
  });

  it('finds reviews of the business by itself', () => {
    const reviewed = { ...organization, aggregateRating: { ratingValue: 5 } };
    expect(
      jsonLdProblems([{ path: '/', blocks: [JSON.stringify(reviewed)] }], siteUrl).join('\n'),
    ).toContain('carries reviews or a rating of the business by itself');
  });

  it('finds an organisation node that differs between pages, or is missing', () => {
    const other = {
      path: '/contact',
      blocks: [JSON.stringify({ ...organization, name: 'Other' })],
    };
    expect(jsonLdProblems([...goodSite, other], siteUrl).join('\n')).toContain(
      'the organisation node differs between pages',
    );
    expect(jsonLdProblems([{ path: '/x', blocks: [] }], siteUrl)).toEqual([
      '/x: 0 organisation nodes, not 1',
    ]);
  });

  it('finds a home page without its WebSite node, and an author page that is a bare Person', () => {
    const problems = jsonLdProblems(
      [
        page('/'),
        page('/author/priya', { '@context': 'https://schema.org', '@type': 'Person', name: 'P' }),
      ],
      siteUrl,
    );
    expect(problems).toEqual([
      '/: the home page has no WebSite node published by the organisation',
      '/author/priya: an author page has no ProfilePage with the Person as its main entity',
    ]);
  });

  it('finds one FAQ question marked up on two pages', () => {
    const copied = [{ question: 'How long does SEO take', answer: 'Months.' }];
    expect(jsonLdProblems([...goodSite, page('/contact', faqPageJsonLd(copied))], siteUrl)).toEqual(
      ['the FAQ question "how long does seo take" is marked up on /, /contact'],
    );
  });

  it('finds an Offer whose price is text or whose currency is missing', () => {
    const service = serviceJsonLd({ siteUrl, name: 'SEO', description: 'd', path: '/s' });
    const offers = [{ '@type': 'Offer', price: '₹65,600' }];
    expect(jsonLdProblems([page('/s', { ...service, offers })], siteUrl)).toEqual([
      '/s: Service has an Offer without a numeric price and an ISO 4217 currency',
    ]);
  });

  it('finds a post without dates, a long headline, and a block that does not parse', () => {
    const bad = { ...post, headline: 'x'.repeat(111), datePublished: 'Jan 1' };
    expect(jsonLdProblems([page('/blog/b', bad), { path: '/c', blocks: ['{'] }], siteUrl)).toEqual([
      '/blog/b: a headline of 1 to 110 characters',
      '/blog/b: a BlogPosting needs ISO 8601 datePublished and dateModified',
      '/c: a JSON-LD block does not parse',
      '/c: 0 organisation nodes, not 1',
    ]);
  });

  it("finds a post's publisher named by its id alone, and coordinates short of 5 decimals", () => {
    const bare = { ...post, publisher: { '@id': 'https://ranksutra.in/#organization' } };
    const city = serviceJsonLd({
      siteUrl,
      name: 'SEO in Pune',
      description: 'd',
      path: '/seo-services-pune',
      areaServed: [{ name: 'Pune', latitude: 18.5204, longitude: 73.85674 }],
    });
    expect(
      jsonLdProblems([page('/blog/c', bare), page('/seo-services-pune', city)], siteUrl),
    ).toEqual([
      "/blog/c: a BlogPosting's publisher has no name and logo beside its id",
      '/seo-services-pune: coordinates 18.5204, 73.85674 have fewer than 5 decimal places',
    ]);
    const precise = serviceJsonLd({
      siteUrl,
      name: 'SEO in Pune',
      description: 'd',
      path: '/seo-services-pune',
      areaServed: [{ name: 'Pune', latitude: 18.52043, longitude: 73.85674 }],
    });
    expect(jsonLdProblems([page('/seo-services-pune', precise)], siteUrl)).toEqual([]);
  });
});
