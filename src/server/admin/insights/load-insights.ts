import 'server-only';

import { serviceDisplayName, serviceOptionsFrom } from '@/lib/contact-options';
import {
  conversionRate,
  weeklyCounts,
  weeklySince,
  type InsightPeriod,
} from '@/lib/leads/insights';
import { viewDay } from '@/lib/page-views';

import { getDb } from '../../db/client';
import type { DB } from '../../db/schema';
import { countBy, countByDay, type Count } from '../../queries/lead-insights';
import { viewsByPath } from '../../queries/page-views';
import { listServiceCatalogue } from '../../queries/services';

export type LandingRow = { path: string; enquiries: number; views: number; rate: number | null };

const TOP = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The insights of one period (whole UTC days); the weekly chart always covers the last 12 weeks. */
export async function loadInsights(period: InsightPeriod, db: DB = getDb(), now = new Date()) {
  // The period's days up to today, today included.
  const range = {
    since: viewDay(new Date(now.getTime() - (period.days - 1) * DAY_MS)),
    until: viewDay(now),
  };
  const [byDay, services, cities, landing, sources, views, catalogue] = await Promise.all([
    countByDay(db, { since: viewDay(weeklySince(now)), until: range.until }),
    countBy(db, range, 'service'),
    countBy(db, range, 'city'),
    countBy(db, range, 'landing'),
    countBy(db, range, 'source'),
    viewsByPath(db, range.since, range.until),
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
    total: sources.reduce((sum, c) => sum + c.count, 0),
    weeks: weeklyCounts(byDay, now),
    services: named(services, (key) => (key ? serviceDisplayName(key, options) : 'Not given')),
    cities: named(cities, (key) => key || 'Not given'),
    sources: named(sources, (key) => key || 'direct'),
    landing: landingRows,
  };
}

export type Insights = Awaited<ReturnType<typeof loadInsights>>;
