import 'server-only';

import { viewDay } from '@/lib/page-views';
import { looksLikeBot } from '@/lib/not-found-log';
import { normalizePath } from '@/lib/routing/canonical-path';
import { MEASURED_VISITS_PER_DAY, webVitalsBeaconSchema } from '@/lib/validation/web-vitals';
import { deviceClassOf, pageTemplateOf } from '@/lib/web-vitals/page-kinds';

import type { DB } from '../db/schema';
import { beaconKept, notCountedMessage, readBeacon } from '../http/beacon';
import { unavailableOnFailure } from '../http/unavailable';
import { logger } from '../logger';
import { admitBeacon } from '../page-tokens/beacon-vouch';
import { recordWebVitals } from '../queries/web-vitals';

// POST /api/web-vitals: one visit's Core Web Vitals, sent once by the page's collector as a
// beacon. Kept as counts per day, template, device class and page; nothing about the visitor.

/** A beacon is about 80 bytes; anything much larger is not one. */
export const MAX_BEACON_BYTES = 1024;

export type WebVitalsDependencies = {
  db: DB;
  tokenKey: () => Promise<string>;
  now?: () => Date;
};

export function createWebVitalsHandler(deps: WebVitalsDependencies) {
  return unavailableOnFailure(
    'web vitals could not be counted',
    notCountedMessage,
    async (request: Request): Promise<Response> => {
      const now = deps.now?.() ?? new Date();
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
      const refused = await admitBeacon(
        request,
        deps,
        {
          kind: 'web-vitals',
          page: path,
          token,
          use: 'web-vitals',
          perDay: MEASURED_VISITS_PER_DAY,
        },
        now,
      );
      if (refused) return refused;
      const kept = await recordWebVitals(deps.db, {
        day: viewDay(now),
        path,
        template: pageTemplateOf(path),
        device: deviceClassOf(userAgent),
        values,
      });
      if (!kept) logger.warn('web vitals page not kept: the day has its most pages');
      return beaconKept();
    },
  );
}
