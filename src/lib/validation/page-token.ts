import './zod-config';

import { z } from 'zod';

// A page of the site as a beacon names it (its path, no query), and the page token that vouches
// for the visit (server/page-tokens): asked for by the page, sent back with each beacon.

export const sitePagePath = z
  .string()
  .max(300)
  .regex(/^\/(?!admin(?:\/|$)|api(?:\/|$))[^\s?#]*$/);

/** Optional in the schema: a beacon without one is refused and counted as such, not as malformed. */
export const pageToken = z.string().max(400).optional();

export const pageTokenRequestSchema = z.strictObject({ page: sitePagePath });
