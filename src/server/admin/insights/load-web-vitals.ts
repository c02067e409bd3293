import 'server-only';

import { lastDays } from '@/lib/page-views';
import { DEVICE_CLASSES, type DeviceClass } from '@/lib/web-vitals/page-kinds';
import { templateVitals } from '@/lib/web-vitals/template-vitals';

import { getDb } from '../../db/client';
import type { DB } from '../../db/schema';
import { listBeaconRefusals } from '../../queries/beacon-refusals';
import { getWebVitalsSettings } from '../../queries/site-settings';
import { vitalBuckets, worstVitalPages } from '../../queries/web-vitals';

/** Days of visits the insights' Core Web Vitals cover, as CrUX and Search Console do. */
export const VITALS_DAYS = 28;

export type VitalsDevice = DeviceClass | 'all';

/** The device class of the ?device= parameter; anything else reads as all devices. */
export function parseVitalsDevice(value: string | string[] | undefined): VitalsDevice {
  return DEVICE_CLASSES.find((device) => device === value) ?? 'all';
}

/**
 * Per template, the 75th percentiles of the last 28 days, the worst pages, the sampling, and the
 * beacons (measurements and contact presses) refused over those days, by reason.
 */
export async function loadWebVitals(device: VitalsDevice, db: DB = getDb(), now = new Date()) {
  const range = lastDays(VITALS_DAYS, now);
  const [buckets, worstPages, settings, refusals] = await Promise.all([
    vitalBuckets(db, range),
    worstVitalPages(db, range),
    getWebVitalsSettings(db),
    listBeaconRefusals(db, range.since),
  ]);
  return {
    device,
    templates: templateVitals(buckets, device),
    worstPages,
    samplePercent: settings.sample_percent,
    refusals,
  };
}

export type WebVitalsInsights = Awaited<ReturnType<typeof loadWebVitals>>;
