import 'server-only';

import { viewDay } from '@/lib/page-views';
import { looksLikeBot } from '@/lib/not-found-log';
import { normalizePath } from '@/lib/routing/canonical-path';
import { webVitalsBeaconSchema } from '@/lib/validation/web-vitals';
import { deviceClassOf, pageTemplateOf } from '@/lib/web-vitals/page-kinds';

import type { DB } from '../db/schema';
import { beaconKept, readBeacon, unavailableOnFailure } from '../http/beacon';
import { clientAddressKey } from '../http/client-address';
import { logger } from '../logger';
import { refuseBeacon, vouchForBeacon, type BeaconRefusal } from '../page-tokens/beacon-vouch';
import { recordWebVitals } from '../queries/web-vitals';
import { hitRateLimit } from '../rate-limit/rate-limit';

// POST /api/web-vitals: one visit's Core Web Vitals, sent once by the page's collector as a
// beacon. Kept as counts per day, template, device class and page; nothing about the visitor.

/** A beacon is about 80 bytes; anything much larger is not one. */
export const MAX_BEACON_BYTES = 1024;
/** Beacons a network may have counted an hour: one a page loaded, and a person loads a few. */
export const BEACONS_PER_HOUR = 60;

export type WebVitalsDependencies = {
  db: DB;
  tokenKey: () => Promise<string>;
  now?: () => Date;
};

export function createWebVitalsHandler(deps: WebVitalsDependencies) {
  return unavailableOnFailure('web vitals', async (request: Request): Promise<Response> => {
    const now = deps.now?.() ?? new Date();
    const refuse = (reason: BeaconRefusal, headers?: Record<string, string>) =>
      refuseBeacon('web-vitals', reason, now, headers);
    const beacon = await readBeacon(request, webVitalsBeaconSchema, {
      maxBytes: MAX_BEACON_BYTES,
      tooLarge: 'The measurement is too large.',
      invalid: 'Not a measurement of a page of the site: a page and LCP, INP or CLS.',
    });
    if (beacon.refused) return beacon.refused;
    const userAgent = request.headers.get('user-agent') ?? '';
    // A crawler's measurements say nothing of what visitors see: answered, not kept.
    if (looksLikeBot(userAgent)) return beaconKept();
    const { page, token, ...values } = beacon.data;
    const path = normalizePath(page);
    const refusal = await vouchForBeacon(
      request,
      deps,
      { page: path, token, use: 'web-vitals' },
      now,
    );
    if (refusal) return refuse(refusal);
    const limit = await hitRateLimit(deps.db, `web-vitals:${clientAddressKey(request.headers)}`, {
      limit: BEACONS_PER_HOUR,
      windowSeconds: 60 * 60,
    });
    if (!limit.allowed)
      return refuse('over-limit', { 'Retry-After': String(limit.retryAfterSeconds) });
    const kept = await recordWebVitals(deps.db, {
      day: viewDay(now),
      path,
      template: pageTemplateOf(path),
      device: deviceClassOf(userAgent),
      values,
    });
    if (!kept) logger.warn('web vitals page not kept: the day has its most pages');
    return beaconKept();
  });
}
