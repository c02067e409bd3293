import 'server-only';

import { serviceDisplayName, serviceOptionsFrom } from '@/lib/contact-options';
import { funnelBy, type FunnelRow } from '@/lib/enquiries/client-funnel';
import type { InsightPeriod } from '@/lib/enquiries/insights';
import { lastDays } from '@/lib/page-views';

import { getDb } from '../../db/client';
import type { DB } from '../../db/schema';
import { funnelEnquiries } from '../../queries/client-funnel';
import { listPerformanceImports, performanceRows } from '../../queries/search-console';
import { listServiceCatalogue } from '../../queries/services';

// The insights' money: from enquiry to client per landing page, city, service and source over the
// period, with the search clicks of each landing page from the latest Search Console import.

const TOP = 15;

export type FunnelTable = { rows: (FunnelRow & { searchClicks?: number })[]; more: number };

export async function loadClientFunnel(period: InsightPeriod, db: DB = getDb(), now = new Date()) {
  const range = lastDays(period.days, now);
  const [enquiries, catalogue, imports] = await Promise.all([
    funnelEnquiries(db, range),
    listServiceCatalogue(db),
    listPerformanceImports(db),
  ]);
  const pageImport = imports.find((i) => i.kind === 'page');
  const clicks = new Map(
    (pageImport ? await performanceRows(db, pageImport, 'page') : []).map((r) => [r.key, r.clicks]),
  );
  const options = serviceOptionsFrom(catalogue);
  const table = (rows: FunnelRow[], name: (key: string) => string): FunnelTable => ({
    rows: rows.slice(0, TOP).map((row) => ({ ...row, key: name(row.key) })),
    more: Math.max(0, rows.length - TOP),
  });
  const landing = table(funnelBy(enquiries, 'landing'), (key) => key || '(not recorded)');
  return {
    total: funnelBy(enquiries, 'source').reduce(
      (sum, row) => ({
        enquiries: sum.enquiries + row.enquiries,
        won: sum.won + row.won,
        valuePaise: sum.valuePaise + row.valuePaise,
      }),
      { enquiries: 0, won: 0, valuePaise: 0 },
    ),
    landing: {
      ...landing,
      rows: landing.rows.map((row) => ({ ...row, searchClicks: clicks.get(row.key) ?? 0 })),
    },
    searchDates: pageImport ? { since: pageImport.since, until: pageImport.until } : null,
    cities: table(funnelBy(enquiries, 'city'), (key) => key || 'Not given'),
    services: table(funnelBy(enquiries, 'service'), (key) =>
      key ? serviceDisplayName(key, options) : 'Not given',
    ),
    sources: table(funnelBy(enquiries, 'source'), (key) => key || 'direct'),
  };
}

export type ClientFunnel = Awaited<ReturnType<typeof loadClientFunnel>>;
