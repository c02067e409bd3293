import 'server-only';

import { citySlugOfPath, sideBySide, type ChannelRow } from '@/lib/enquiries/insights';
import type { PerformanceRow } from '@/lib/search-console/performance-csv';

import { getDb } from '../../db/client';
import type { DB } from '../../db/schema';
import { listCities } from '../../queries/city-pages';
import { clicksByPath } from '../../queries/contact-clicks';
import { countBy } from '../../queries/lead-insights';
import {
  listPerformanceImports,
  performanceRows,
  type PerformanceImport,
} from '../../queries/search-console';

/** Search Console's figures for a page or city beside the enquiries, chats and calls it brought. */
export type SearchRow = PerformanceRow & Omit<ChannelRow, 'key'>;

const TOP = 20;

/** A city's figures from its pages: the sums, and the position weighted by impressions. */
function byCity(rows: readonly SearchRow[], names: ReadonlyMap<string, string>): SearchRow[] {
  const cities = new Map<string, SearchRow & { weighted: number }>();
  for (const row of rows) {
    const name = names.get(citySlugOfPath(row.key) ?? '');
    if (!name) continue;
    const city = cities.get(name) ?? {
      key: name,
      clicks: 0,
      impressions: 0,
      position: 0,
      weighted: 0,
      enquiries: 0,
      whatsapp: 0,
      calls: 0,
    };
    city.clicks += row.clicks;
    city.impressions += row.impressions;
    city.weighted += row.position * row.impressions;
    city.enquiries += row.enquiries;
    city.whatsapp += row.whatsapp;
    city.calls += row.calls;
    cities.set(name, city);
  }
  return [...cities.values()]
    .map(({ weighted, ...city }) => ({
      ...city,
      position: city.impressions ? Math.round((weighted / city.impressions) * 10) / 10 : 0,
    }))
    .sort((a, b) => b.clicks - a.clicks || a.key.localeCompare(b.key));
}

/**
 * The latest imported pages report with, per landing page and city, the enquiries, WhatsApp chats
 * and calls of the same dates; and the latest queries report.
 */
export async function loadSearchPerformance(db: DB = getDb()) {
  const imports = await listPerformanceImports(db);
  const pageImport: PerformanceImport | undefined = imports.find((i) => i.kind === 'page');
  const queryImport: PerformanceImport | undefined = imports.find((i) => i.kind === 'query');
  let pages: SearchRow[] = [];
  let cities: SearchRow[] = [];
  if (pageImport) {
    const [rows, landing, presses, places] = await Promise.all([
      performanceRows(db, pageImport, 'page'),
      countBy(db, pageImport, 'landing'),
      clicksByPath(db, pageImport),
      listCities(db),
    ]);
    const leads = new Map(
      sideBySide(
        landing,
        presses.map((p) => ({ ...p, key: p.path })),
      ).map((r) => [r.key, r]),
    );
    const joined = rows.map((row) => {
      const lead = leads.get(row.key);
      return {
        ...row,
        enquiries: lead?.enquiries ?? 0,
        whatsapp: lead?.whatsapp ?? 0,
        calls: lead?.calls ?? 0,
      };
    });
    pages = joined.slice(0, TOP);
    cities = byCity(joined, new Map(places.map((c) => [c.slug, c.name]))).slice(0, TOP);
  }
  const queries = queryImport
    ? (await performanceRows(db, queryImport, 'query')).slice(0, TOP)
    : [];
  return { imports, pageImport, queryImport, pages, cities, queries };
}

export type SearchPerformance = Awaited<ReturnType<typeof loadSearchPerformance>>;
