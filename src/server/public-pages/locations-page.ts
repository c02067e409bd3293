import 'server-only';

import type { Metadata } from 'next';
import { cache } from 'react';

import { stateNotFound } from '@/content/not-found';
import { stateDescription } from '@/lib/cities/states';

import { recordMissing } from './not-found-page';
import { loadServedStates } from './served-states';
import { pageMetadata, siteUrl, sitePageMetadata } from './site';

/** /locations: every state with a published page, and its cities. */
export const loadLocationsPage = cache(async () => {
  const [metadata, states] = await Promise.all([sitePageMetadata('locations'), loadServedStates()]);
  return { found: true as const, metadata, states, siteUrl };
});

/**
 * One state's cities, each with its service pages: /locations links here, so no page lists every
 * city of a 500-city site.
 */
export const loadStatePage = cache(async (slug: string) => {
  const group = (await loadServedStates()).find((g) => g.slug === slug);
  if (!group) return recordMissing(stateNotFound);
  const path = `/locations/${group.slug}`;
  const metadata: Metadata = await pageMetadata((_name, brand) => ({
    title: brand(`Our Locations in ${group.state}`),
    description: stateDescription(
      group.state,
      group.cities.map((city) => city.name),
    ),
    path,
  }));
  return {
    found: true as const,
    metadata,
    group,
    siteUrl,
    crumbs: [
      { label: 'Home', path: '/' },
      { label: 'Locations', path: '/locations' },
      { label: group.state, path },
    ],
  };
});
