import type { Metadata } from 'next';

import { absoluteUrl } from '../utils';

export type PageMetadataInput = {
  title: string;
  description: string;
  /** Path of the page's one canonical URL, e.g. '/services/seo'. */
  path: string;
  /** Kept out of search results; 'follow-links' still has its links followed (a list's page 2). */
  noindex?: boolean | 'follow-links';
  image?: string;
  imageAlt?: string;
  /** Known for a generated image (src/lib/seo/social-image.ts), so crawlers need not fetch it first. */
  imageSize?: { width: number; height: number };
  type?: 'website' | 'article' | 'profile';
  publishedTime?: string;
  modifiedTime?: string;
  authors?: string[];
};

export type SiteIdentity = {
  siteUrl: string;
  siteName: string;
  locale: string;
  defaultImage: string;
};

/** The longest title a search result shows whole, and a description's range (DECISIONS.md). */
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 155;

/**
 * A title with the brand after it: the business name when that fits in TITLE_MAX, else its short
 * name, else the title alone (a search engine would cut the brand off anyway).
 */
export function brandedTitle(title: string, brand: { name: string; shortName: string }): string {
  for (const name of [brand.name, brand.shortName]) {
    const branded = `${title} | ${name}`;
    if (branded.length <= TITLE_MAX) return branded;
  }
  return title;
}

/** Title, description, canonical, robots, Open Graph and Twitter tags for one page. */
export function createMetadata(site: SiteIdentity, input: PageMetadataInput): Metadata {
  const url = absoluteUrl(site.siteUrl, input.path);
  const image = absoluteUrl(site.siteUrl, input.image ?? site.defaultImage);
  const alt = input.imageAlt ?? input.title;
  const images = [{ url: image, alt, ...input.imageSize }];
  const openGraphBase = {
    title: input.title,
    description: input.description,
    url,
    siteName: site.siteName,
    locale: site.locale,
    images,
  };
  return {
    title: { absolute: input.title },
    description: input.description,
    alternates: { canonical: url },
    robots: input.noindex
      ? { index: false, follow: input.noindex === 'follow-links' }
      : { index: true, follow: true, 'max-image-preview': 'large' },
    openGraph:
      input.type === 'article'
        ? {
            ...openGraphBase,
            type: 'article',
            publishedTime: input.publishedTime,
            modifiedTime: input.modifiedTime,
            authors: input.authors,
          }
        : { ...openGraphBase, type: input.type ?? 'website' },
    twitter: {
      card: 'summary_large_image',
      title: input.title,
      description: input.description,
      images: [{ url: image, alt }],
    },
  };
}

/** The metadata of a page that answers 404: its title, and kept out of search indexes. */
export function notFoundMetadata(title = 'Page Not Found'): Metadata {
  return { title, robots: { index: false } };
}
