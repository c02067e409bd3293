import 'server-only';

import { cache } from 'react';

import { loadBusiness, sitePageMetadata } from './site';

/** The privacy policy: it names the business, its e-mail and its office. */
export const loadPrivacyPage = cache(async () => {
  const [metadata, business] = await Promise.all([sitePageMetadata('privacy'), loadBusiness()]);
  return { found: true as const, metadata, business };
});
