import 'server-only';

import { cacheLife } from 'next/cache';
import { cache } from 'react';

import type { BusinessDetails } from '@/lib/seo/json-ld';

import { loadServiceCatalogue, loadWebVitalsSettings } from './catalog';
import { loadBusiness } from './site';

// What every public page shows around its own content: the header, the footer and the beacons.

export type SiteShellData = {
  business: BusinessDetails;
  /** The footer's list of services, in the admin's order. */
  serviceLinks: Array<{ label: string; href: string }>;
  /** The share of visits whose Core Web Vitals are sent (the insights screen's setting). */
  vitalsSamplePercent: number;
  copyrightYear: number;
};

async function currentYear() {
  'use cache';
  cacheLife('days');
  return new Date().getFullYear();
}

export const loadSiteShell = cache(async (): Promise<SiteShellData> => {
  const [business, catalogue, vitals, copyrightYear] = await Promise.all([
    loadBusiness(),
    loadServiceCatalogue(),
    loadWebVitalsSettings(),
    currentYear(),
  ]);
  return {
    business,
    serviceLinks: catalogue.map((s) => ({ label: s.name, href: `/services/${s.slug}` })),
    vitalsSamplePercent: vitals.sample_percent,
    copyrightYear,
  };
});
