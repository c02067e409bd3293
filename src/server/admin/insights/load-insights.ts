import 'server-only';

import { serviceDisplayName, serviceOptionsFrom } from '@/lib/contact-options';
import {
  conversionRate,
  weeklyCounts,
  weeklySince,
  type InsightPeriod,
} from '@/lib/leads/insights';
import { viewDay } from '@/lib/page-views';

import type { DB } from '../../db/client';
import { countAll, countBy, countByDay, type Count } from '../../queries/lead-insights';
import { viewsByPath } from '../../queries/page-views';
import { listServiceCatalogue } from '../../queries/services';

export type LandingRow = { path: string; enquiries: number; views: number; rate: number | null };

const TOP = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The insights of one period; the weekly chart always covers the last 12 weeks. */
export async function loadInsights(db: DB, period: InsightPeriod, now = new Date()) {
  const range = { since: new Date(now.getTime() - period.days * DAY_MS), until: now };
  const [byDay, total, services, cities, landing, sources, views, catalogue] = await Promise.all([
    countByDay(db, { since: weeklySince(now), until: now }),
    countAll(db, range),
    countBy(db, range, 'service_interest'),
    countBy(db, range, 'city'),
    countBy(db, range, 'landing_path'),
    countBy(db, range, 'lead_source'),
    viewsByPath(db, viewDay(range.since), viewDay(now)),
    listServiceCatalogue(db),
  ]);
  const options = serviceOptionsFrom(catalogue);
  const named = (counts: Count[], name: (key: string) => string): Count[] =>
    counts.slice(0, TOP).map((c) => ({ key: name(c.key), count: c.count }));

  const landingRows: LandingRow[] = landing.slice(0, TOP).map((c) => {
    const pageViews = views.get(c.key) ?? 0;
    return {
      path: c.key || '(not recorded)',
      enquiries: c.count,
      views: pageViews,
      rate: conversionRate(c.count, pageViews),
    };
  });

  return {
    total,
    weeks: weeklyCounts(byDay, now),
    services: named(services, (key) => (key ? serviceDisplayName(key, options) : 'Not given')),
    cities: named(cities, (key) => key || 'Not given'),
    sources: named(sources, (key) => key || 'direct'),
    landing: landingRows,
  };
}

export type Insights = Awaited<ReturnType<typeof loadInsights>>;
