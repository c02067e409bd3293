// The insights page's periods and the folding of daily counts into weeks; pure, so it is tested
// without a database.

export const insightPeriods = [
  { value: '30d', label: 'Last 30 days', days: 30 },
  { value: '90d', label: 'Last 90 days', days: 90 },
  { value: '365d', label: 'Last 12 months', days: 365 },
] as const;

export type InsightPeriod = (typeof insightPeriods)[number];

export function parseInsightPeriod(value: unknown): InsightPeriod {
  return insightPeriods.find((p) => p.value === value) ?? insightPeriods[1];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week holding `time`. */
export function weekStart(time: Date): Date {
  const day = Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate());
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * DAY_MS);
}

export type WeekCount = { week: string; count: number };

/** The last `weeks` weeks (this one last), each with the enquiries of its days. */
export function weeklyCounts(byDay: Map<string, number>, now: Date, weeks = 12): WeekCount[] {
  const first = weekStart(now).getTime() - (weeks - 1) * 7 * DAY_MS;
  const result: WeekCount[] = [];
  for (let w = 0; w < weeks; w++) {
    const start = first + w * 7 * DAY_MS;
    let count = 0;
    for (let d = 0; d < 7; d++) {
      count += byDay.get(new Date(start + d * DAY_MS).toISOString().slice(0, 10)) ?? 0;
    }
    result.push({ week: new Date(start).toISOString().slice(0, 10), count });
  }
  return result;
}

/** The first day counted in the weekly chart. */
export const weeklySince = (now: Date, weeks = 12) =>
  new Date(weekStart(now).getTime() - (weeks - 1) * 7 * DAY_MS);

/** Enquiries per 100 page views, one decimal; null without views. */
export function conversionRate(enquiries: number, views: number): number | null {
  return views > 0 ? Math.round((enquiries / views) * 1000) / 10 : null;
}

export type ChannelRow = { key: string; enquiries: number; whatsapp: number; calls: number };
type Press = { key: string; channel: 'whatsapp' | 'call'; clicks: number };

/**
 * Enquiries, WhatsApp chats and calls side by side by one key (a landing page, a city), the
 * busiest first; a key with presses and no enquiry is listed too.
 */
export function sideBySide(
  enquiries: ReadonlyArray<{ key: string; count: number }>,
  presses: readonly Press[],
): ChannelRow[] {
  const rows = new Map<string, ChannelRow>();
  const row = (key: string) => {
    let found = rows.get(key);
    if (!found) rows.set(key, (found = { key, enquiries: 0, whatsapp: 0, calls: 0 }));
    return found;
  };
  for (const { key, count } of enquiries) row(key).enquiries += count;
  for (const { key, channel, clicks } of presses)
    row(key)[channel === 'whatsapp' ? 'whatsapp' : 'calls'] += clicks;
  const total = (r: ChannelRow) => r.enquiries + r.whatsapp + r.calls;
  return [...rows.values()].sort(
    (a, b) => total(b) - total(a) || b.enquiries - a.enquiries || a.key.localeCompare(b.key),
  );
}

/** The city slug of a service-in-city page's path ('/services/seo/mumbai'), else null. */
export const citySlugOfPath = (path: string): string | null =>
  /^\/services\/[^/]+\/([^/]+)$/.exec(path)?.[1] ?? null;
