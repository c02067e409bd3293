import './zod-config';

import { z } from 'zod';

import { vitalLimits, type Vital } from '../web-vitals/vitals';
import { pageToken, sitePagePath } from './page-token';

// What the page's Core Web Vitals collector sends, once a visit, and the setting that decides
// which share of visits it measures. Nothing about the visitor: the page and three numbers.

const vitalValue = (vital: Vital) => z.number().finite().min(0).max(vitalLimits[vital]).optional();

export const webVitalsBeaconSchema = z
  .strictObject({
    page: sitePagePath,
    token: pageToken,
    lcp: vitalValue('lcp'),
    inp: vitalValue('inp'),
    cls: vitalValue('cls'),
  })
  .refine(
    (beacon) => beacon.lcp !== undefined || beacon.inp !== undefined || beacon.cls !== undefined,
    'A beacon carries at least one metric',
  );

export const webVitalsSettingsSchema = z.object({
  /** The share of visits that load the collector, in percent; 0 turns it off. */
  sample_percent: z
    .number({ message: 'Give a share from 0 to 100' })
    .int('Give a whole number from 0 to 100')
    .min(0, 'Give a share from 0 to 100')
    .max(100, 'Give a share from 0 to 100'),
});
export type WebVitalsSettings = z.output<typeof webVitalsSettingsSchema>;

export const defaultWebVitalsSettings: WebVitalsSettings = { sample_percent: 100 };

/** Visits a network may have measured a day, one a page: a person reads a few pages. */
export const MEASURED_VISITS_PER_DAY = 20;
