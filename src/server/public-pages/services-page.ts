import 'server-only';

import { cache } from 'react';

import { loadServices } from './catalog';
import { siteUrl, sitePageMetadata } from './site';

/** /services: every stored service as a card (no fallback cards for services the admin deleted). */
export const loadServicesPage = cache(async () => {
  const [metadata, cards] = await Promise.all([sitePageMetadata('services'), loadServices()]);
  return { found: true as const, metadata, cards, siteUrl };
});
