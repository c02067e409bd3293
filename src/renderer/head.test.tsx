import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { createMetadata, notFoundMetadata } from '@/lib/seo/metadata';

import { Head } from './head';

const site = {
  name: 'RankSutra Digital',
  description: 'SEO for Indian businesses.',
  locale: 'en_IN',
};
const identity = {
  siteUrl: 'https://example.in',
  siteName: site.name,
  locale: 'en_IN',
  defaultImage: '/og-image.png',
};
const description = 'SEO in Mumbai for financial services and more.';
const tags = (html: string) => html.match(/<(meta|link|title)[^>]*>/g) ?? [];

describe('Head', () => {
  it("prints a page's metadata as Next.js printed it for the same page", () => {
    const metadata = createMetadata(identity, {
      title: 'SEO Services in Mumbai, Maharashtra | RankSutra',
      description,
      path: '/services/seo/mumbai',
      image: '/og/city/seo/mumbai',
      imageAlt: 'Local service: SEO in Mumbai',
      imageSize: { width: 1200, height: 630 },
    });
    // Taken from the page Next.js rendered before the renderer took it over (the same order).
    expect(renderToStaticMarkup(<Head metadata={metadata} site={site} />)).toBe(
      [
        '<title>SEO Services in Mumbai, Maharashtra | RankSutra</title>',
        `<meta name="description" content="${description}"/>`,
        '<meta name="application-name" content="RankSutra Digital"/>',
        '<meta name="robots" content="index, follow, max-image-preview:large"/>',
        '<link rel="canonical" href="https://example.in/services/seo/mumbai"/>',
        '<meta property="og:title" content="SEO Services in Mumbai, Maharashtra | RankSutra"/>',
        `<meta property="og:description" content="${description}"/>`,
        '<meta property="og:url" content="https://example.in/services/seo/mumbai"/>',
        '<meta property="og:site_name" content="RankSutra Digital"/>',
        '<meta property="og:locale" content="en_IN"/>',
        '<meta property="og:image" content="https://example.in/og/city/seo/mumbai"/>',
        '<meta property="og:image:width" content="1200"/>',
        '<meta property="og:image:height" content="630"/>',
        '<meta property="og:image:alt" content="Local service: SEO in Mumbai"/>',
        '<meta property="og:type" content="website"/>',
        '<meta name="twitter:card" content="summary_large_image"/>',
        '<meta name="twitter:title" content="SEO Services in Mumbai, Maharashtra | RankSutra"/>',
        `<meta name="twitter:description" content="${description}"/>`,
        '<meta name="twitter:image" content="https://example.in/og/city/seo/mumbai"/>',
        '<meta name="twitter:image:alt" content="Local service: SEO in Mumbai"/>',
      ].join(''),
    );
  });

  it('keeps a list page out of the index with its links followed, and dates an article', () => {
    const metadata = createMetadata(identity, {
      title: 'A post',
      description,
      path: '/blog/a-post',
      noindex: 'follow-links',
      type: 'article',
      publishedTime: '2026-11-01T00:00:00.000Z',
      authors: ['https://example.in/author/asha'],
    });
    metadata.alternates = {
      ...metadata.alternates,
      types: { 'application/rss+xml': '/blog/feed.xml' },
    };
    const printed = tags(renderToStaticMarkup(<Head metadata={metadata} site={site} />));
    // After the canonical link, as Next.js puts it, against the site's address.
    expect(printed.slice(4, 6)).toEqual([
      '<link rel="canonical" href="https://example.in/blog/a-post"/>',
      '<link rel="alternate" type="application/rss+xml" href="https://example.in/blog/feed.xml"/>',
    ]);
    expect(printed).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(printed).toContain('<meta property="og:type" content="article"/>');
    expect(printed).toContain(
      '<meta property="article:published_time" content="2026-11-01T00:00:00.000Z"/>',
    );
    expect(printed).toContain(
      '<meta property="article:author" content="https://example.in/author/asha"/>',
    );
  });

  it("titles a 404 after the site, with the site's description and Open Graph defaults", () => {
    const printed = tags(
      renderToStaticMarkup(<Head metadata={notFoundMetadata('Service Not Found')} site={site} />),
    );
    expect(printed).toEqual([
      '<title>',
      '<meta name="description" content="SEO for Indian businesses."/>',
      '<meta name="application-name" content="RankSutra Digital"/>',
      '<meta name="robots" content="noindex"/>',
      '<meta property="og:site_name" content="RankSutra Digital"/>',
      '<meta property="og:locale" content="en_IN"/>',
      '<meta property="og:type" content="website"/>',
    ]);
    expect(renderToStaticMarkup(<Head metadata={notFoundMetadata()} site={site} />)).toContain(
      '<title>Page Not Found | RankSutra Digital</title>',
    );
  });
});
