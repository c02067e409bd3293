import 'server-only';

import type { Metadata } from 'next';

import { siteConfig } from '@/content/site-config';
import type { BusinessDetails } from '@/lib/seo/json-ld';
import { createMetadata, type PageMetadataInput } from '@/lib/seo/metadata';

import { env } from './env';

/** The site config joined with the configured base URL. */
export const siteUrl = env.SITE_URL;

export const business: BusinessDetails = {
  siteUrl,
  name: siteConfig.name,
  description: siteConfig.description,
  email: siteConfig.email,
  telephone: siteConfig.telephone,
  logoPath: siteConfig.logoPath,
  address: siteConfig.address,
  geo: siteConfig.geo,
  openingHours: siteConfig.openingHours,
  priceRange: siteConfig.priceRange,
  social: siteConfig.social,
};

export function pageMetadata(input: PageMetadataInput): Metadata {
  return createMetadata(
    {
      siteUrl,
      siteName: siteConfig.name,
      locale: siteConfig.locale,
      defaultImage: siteConfig.defaultOgImage,
    },
    input,
  );
}
