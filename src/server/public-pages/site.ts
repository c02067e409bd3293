import 'server-only';

import type { Metadata } from 'next';

import { siteConfig } from '@/content/site-config';
import { businessDetailsFrom } from '@/lib/business-details';
import type { BusinessDetails } from '@/lib/seo/json-ld';
import { brandedTitle, createMetadata, type PageMetadataInput } from '@/lib/seo/metadata';
import { pageMetaOf, SITE_PAGES, type SitePageKey } from '@/lib/validation/page-meta';

import { loadBusinessSettings, loadPageMeta } from './catalog';
import { env } from '../env';

/** The configured base URL. */
export const siteUrl = env.SITE_URL;

/** The business details of the settings admin, with the base URL, as pages and JSON-LD use them. */
export async function loadBusiness(): Promise<BusinessDetails> {
  return businessDetailsFrom(await loadBusinessSettings(), {
    siteUrl,
    logoPath: siteConfig.logoPath,
  });
}

/**
 * A page's metadata. `input` may be a function of the business name and of `brand`, which puts
 * the brand after a title as far as it fits (brandedTitle); the Open Graph site name is the
 * business name.
 */
export async function pageMetadata(
  input:
    | PageMetadataInput
    | ((businessName: string, brand: (title: string) => string) => PageMetadataInput),
): Promise<Metadata> {
  const business = await loadBusiness();
  const { name } = business;
  return createMetadata(
    {
      siteUrl,
      siteName: name,
      locale: siteConfig.locale,
      defaultImage: siteConfig.defaultOgImage,
    },
    typeof input === 'function' ? input(name, (title) => brandedTitle(title, business)) : input,
  );
}

/** The metadata of one of the site's own pages: its title and description from the settings. */
export async function sitePageMetadata(
  key: SitePageKey,
  more: Partial<PageMetadataInput> = {},
): Promise<Metadata> {
  const { title, description } = pageMetaOf(await loadPageMeta(), key);
  const path = SITE_PAGES.find((page) => page.key === key)!.path;
  return pageMetadata((_name, brand) => ({ title: brand(title), description, path, ...more }));
}
