import 'server-only';

import { normalizePath } from '@/lib/routing/canonical-path';
import { pageTokenRequestSchema } from '@/lib/validation/page-token';

import type { DB } from '../db/schema';
import { beaconRefused, readBeacon } from '../http/beacon';
import { clientAddressKey } from '../http/client-address';
import { fromOwnPage } from '../http/same-origin';
import { hitRateLimit } from '../rate-limit/rate-limit';
import { issuePageToken } from './page-token';

// POST /api/page-token: a page of the site asks for its token once it is shown and a beacon may
// follow (its Core Web Vitals are being measured, or a WhatsApp or call button is about to be
// pressed). Never cached: the token is this client's.

/** Tokens a network may be given an hour: a page a person opens is one, and a person opens a few. */
export const PAGE_TOKENS_PER_HOUR = 120;

export type PageTokenDependencies = {
  db: DB;
  tokenKey: () => Promise<string>;
  isSitePage: (path: string) => Promise<boolean>;
  now?: () => Date;
};

export function createPageTokenHandler(deps: PageTokenDependencies) {
  return async function handlePageToken(request: Request): Promise<Response> {
    if (!fromOwnPage(request))
      return beaconRefused(403, 'Only the site’s own pages ask for a page token.');
    const asked = await readBeacon(request, pageTokenRequestSchema, {
      maxBytes: 1024,
      tooLarge: 'The request is too large.',
      invalid: 'Name a page of the site: { "page": "/services/seo" }.',
    });
    if (asked.refused) return asked.refused;
    const network = clientAddressKey(request.headers);
    const limit = await hitRateLimit(deps.db, `page-token:${network}`, {
      limit: PAGE_TOKENS_PER_HOUR,
      windowSeconds: 60 * 60,
    });
    if (!limit.allowed)
      return beaconRefused(429, 'Too many pages opened from this network; try again later.', {
        'Retry-After': String(limit.retryAfterSeconds),
      });
    const path = normalizePath(asked.data.page);
    if (!(await deps.isSitePage(path))) return beaconRefused(404, 'Not a page of the site.');
    const token = issuePageToken(await deps.tokenKey(), path, network, deps.now?.());
    return Response.json({ token }, { headers: { 'Cache-Control': 'no-store' } });
  };
}
