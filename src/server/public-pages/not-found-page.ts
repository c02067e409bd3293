import 'server-only';

import type { Metadata } from 'next';

import type { RecordNotFoundCopy } from '@/content/not-found';
import { notFoundMetadata } from '@/lib/seo/metadata';

import { loadFeaturedCities, loadServiceCatalogue } from './catalog';

// The 404s of public pages: the site's own for a path that names nothing, and a record's (a
// service, a post, an author) for a path whose record does not exist.

export type NotFoundPageData = {
  /** Every service, for the 'Were you looking for…' suggestion and the popular links. */
  services: Array<{ slug: string; name: string; shortName: string }>;
  /** The first three featured cities, crossed with the first four services. */
  popularCities: Array<{ slug: string; name: string }>;
};

/** What a loader answers in place of its page: the 404 to show, and its metadata. */
export type Missing = {
  found: false;
  metadata: Metadata;
  missing: { record: RecordNotFoundCopy } | { page: NotFoundPageData };
};

export async function loadNotFoundPage(): Promise<NotFoundPageData> {
  const [featured, services] = await Promise.all([loadFeaturedCities(), loadServiceCatalogue()]);
  return {
    services: services.map(({ slug, name, shortName }) => ({ slug, name, shortName })),
    popularCities: featured.slice(0, 3).map(({ slug, name }) => ({ slug, name })),
  };
}

/** The site's 404 for a path that names nothing. */
export async function pageMissing(): Promise<Missing> {
  return {
    found: false,
    metadata: notFoundMetadata(),
    missing: { page: await loadNotFoundPage() },
  };
}

/** A record's 404, titled after what is missing. */
export function recordMissing(record: RecordNotFoundCopy): Missing {
  return { found: false, metadata: notFoundMetadata(record.title), missing: { record } };
}
