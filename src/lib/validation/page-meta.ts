import './zod-config';

import { z } from 'zod';

import { requiredLine } from './text-fields';

// The titles and meta descriptions of the site's own pages (the settings admin's "Search
// appearance"): one schema for the form and for the admin API. A title is written without the
// brand, which the page adds after it where it fits (lib/seo/metadata.ts, brandedTitle).
// Lengths past a search result's are warned about as the owner types, never refused.

export const SITE_PAGES = [
  { key: 'home', label: 'Home', path: '/' },
  { key: 'services', label: 'Services', path: '/services' },
  { key: 'locations', label: 'Locations', path: '/locations' },
  { key: 'blog', label: 'Blog', path: '/blog' },
  { key: 'contact', label: 'Contact', path: '/contact' },
  { key: 'privacy', label: 'Privacy Policy', path: '/privacy-policy' },
] as const;

export type SitePageKey = (typeof SITE_PAGES)[number]['key'];

const title = requiredLine(300, 'the title');
const description = requiredLine(500, 'the meta description');

function pageFields<K extends SitePageKey>(key: K) {
  return { [`${key}_title`]: title, [`${key}_description`]: description } as Record<
    `${K}_title` | `${K}_description`,
    typeof title
  >;
}

export const pageMetaSchema = z.object({
  ...pageFields('home'),
  ...pageFields('services'),
  ...pageFields('locations'),
  ...pageFields('blog'),
  ...pageFields('contact'),
  ...pageFields('privacy'),
});

export type PageMetaData = z.infer<typeof pageMetaSchema>;

/** One page's title (before the brand) and description. */
export const pageMetaOf = (data: PageMetaData, key: SitePageKey) => ({
  title: data[`${key}_title`],
  description: data[`${key}_description`],
});
