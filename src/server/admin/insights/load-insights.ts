import 'server-only';

import { serviceDisplayName, serviceOptionsFrom } from '@/lib/contact-options';
import {
  citySlugOfPath,
  conversionRate,
  sideBySide,
  weeklyCounts,
  weeklySince,
  type ChannelRow,
  type InsightPeriod,
} from '@/lib/enquiries/insights';
import { lastDays, viewDay } from '@/lib/page-views';

import { getDb } from '../../db/client';
import type { DB } from '../../db/schema';
import { clicksByPath } from '../../queries/contact-clicks';
import { listCities } from '../../queries/city-pages';
import { countBy, countByDay, type Count } from '../../queries/lead-insights';
import { viewsByPath } from '../../queries/page-views';
import { listServiceCatalogue } from '../../queries/services';

export type LandingRow = ChannelRow & { audits: number; views: number; rate: number | null };

const TOP = 10;

/** The insights of one period (whole UTC days); the weekly chart always covers the last 12 weeks. */
export async function loadInsights(period: InsightPeriod, db: DB = getDb(), now = new Date()) {
  // The period's days up to today, today included.
  const range = lastDays(period.days, now);
  const [byDay, services, cities, landing, sources, views, catalogue, presses, places, audits] =
    await Promise.all([
      countByDay(db, { since: viewDay(weeklySince(now)), until: range.until }),
      countBy(db, range, 'service'),
      countBy(db, range, 'city'),
      countBy(db, range, 'landing'),
      countBy(db, range, 'source'),
      viewsByPath(db, range.since, range.until),
      listServiceCatalogue(db),
      clicksByPath(db, range),
      listCities(db),
      countBy(db, range, 'audit'),
    ]);
  const auditsByPath = new Map(audits.map((c) => [c.key, c.count]));
  const options = serviceOptionsFrom(catalogue);
  const named = (counts: Count[], name: (key: string) => string): Count[] =>
    counts.slice(0, TOP).map((c) => ({ key: name(c.key), count: c.count }));

  const landingRows: LandingRow[] = sideBySide(
    landing,
    presses.map((p) => ({ ...p, key: p.path })),
  )
    .slice(0, TOP)
    .map((row) => {
      const pageViews = views.get(row.key) ?? 0;
      return {
        ...row,
        key: row.key || '(not recorded)',
        audits: auditsByPath.get(row.key) ?? 0,
        views: pageViews,
        rate: conversionRate(row.enquiries, pageViews),
      };
    });
  // A press on a service-in-city page counts for its city, by the name enquiries give it.
  const cityNames = new Map(places.map((c) => [c.slug, c.name]));
  const cityPresses = presses.flatMap((p) => {
    const name = cityNames.get(citySlugOfPath(p.path) ?? '');
    return name ? [{ ...p, key: name }] : [];
  });

  return {
    total: sources.reduce((sum, c) => sum + c.count, 0),
    weeks: weeklyCounts(byDay, now),
    services: named(services, (key) => (key ? serviceDisplayName(key, options) : 'Not given')),
    cities: sideBySide(cities, cityPresses)
      .slice(0, TOP)
      .map((row) => ({ ...row, key: row.key || 'Not given' })),
    sources: named(sources, (key) => key || 'direct'),
    landing: landingRows,
  };
}

export type Insights = Awaited<ReturnType<typeof loadInsights>>;
