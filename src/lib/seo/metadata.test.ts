import { describe, expect, it } from 'vitest';

import { createMetadata } from './metadata';
import { generatedSocialImage } from './social-image';

const site = {
  siteUrl: 'https://ranksutra.in',
  siteName: 'RankSutra Digital',
  locale: 'en_IN',
  defaultImage: '/og-image.png',
};

describe('createMetadata', () => {
  it('builds title, description, canonical, Open Graph and Twitter tags', () => {
    const m = createMetadata(site, {
      title: 'SEO in Mumbai',
      description: 'Rank in Mumbai',
      path: '/services/seo/mumbai',
    });
    expect(m.title).toEqual({ absolute: 'SEO in Mumbai' });
    expect(m.description).toBe('Rank in Mumbai');
    expect(m.alternates?.canonical).toBe('https://ranksutra.in/services/seo/mumbai');
    expect(m.robots).toMatchObject({ index: true, follow: true });
    expect(m.openGraph).toMatchObject({
      type: 'website',
      url: 'https://ranksutra.in/services/seo/mumbai',
      locale: 'en_IN',
      siteName: 'RankSutra Digital',
      images: [{ url: 'https://ranksutra.in/og-image.png', alt: 'SEO in Mumbai' }],
    });
    expect(m.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [{ url: 'https://ranksutra.in/og-image.png', alt: 'SEO in Mumbai' }],
    });
  });

  it('gives a generated social image its size and alt text, on Open Graph and Twitter', () => {
    const m = createMetadata(site, {
      title: 'SEO in Mumbai',
      description: 'd',
      path: '/services/seo/mumbai',
      ...generatedSocialImage(
        'city',
        'SEO Services in Mumbai',
        'RankSutra Digital',
        'seo',
        'mumbai',
      ),
    });
    const image = {
      url: 'https://ranksutra.in/og/city/seo/mumbai',
      alt: 'Local service: SEO Services in Mumbai, from RankSutra Digital',
    };
    expect(m.openGraph?.images).toEqual([{ ...image, width: 1200, height: 630 }]);
    expect(m.twitter?.images).toEqual([image]);
  });

  it('marks a page noindex, nofollow when asked', () => {
    const m = createMetadata(site, { title: 't', description: 'd', path: '/x', noindex: true });
    expect(m.robots).toEqual({ index: false, follow: false });
  });

  it('uses the given image and article fields', () => {
    const m = createMetadata(site, {
      title: 'Post',
      description: 'd',
      path: '/blog/post',
      type: 'article',
      image: '/uploads/post.webp',
      publishedTime: '2026-01-02T00:00:00.000Z',
      authors: ['Priya Sharma'],
    });
    expect(m.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-01-02T00:00:00.000Z',
      authors: ['Priya Sharma'],
      images: [{ url: 'https://ranksutra.in/uploads/post.webp' }],
    });
  });
});
