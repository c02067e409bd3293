// The dashboard's filters: parsed from and written to the URL, shared by the page and the CSV export.

import type { ServiceOption } from '@/lib/contact-options';
import { ENQUIRY_STAGES, stageLabels } from '@/lib/enquiries/stages';
import { IST_OFFSET_MS } from '@/lib/india-time';

export const statusFilterOptions = [
  { value: 'all', label: 'All Statuses' },
  ...ENQUIRY_STAGES.map((stage) => ({ value: stage, label: stageLabels[stage] })),
  // The spec's Closed: won or lost.
  { value: 'closed', label: 'Closed' },
  // The spam folder: hidden from every other view.
  { value: 'spam', label: 'Spam' },
] as const;

/** The service filter's options: All Services, then the form's options (the stored services). */
export const serviceFilterOptions = (services: readonly ServiceOption[]) => [
  { value: 'all', label: 'All Services' },
  ...services,
];

// A service's slug or Other; the list of services is the database's, so any slug-shaped value
// is kept, and an unknown one simply finds nothing.
const SERVICE_VALUE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const dateFilterOptions = [
  { value: 'all', label: 'All Time' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
] as const;

export type EnquiryFilters = {
  q: string;
  status: string;
  service: string;
  date: string;
  page: number;
};

export const ENQUIRIES_PAGE_SIZE = 50;

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function read(params: Params, name: string): string {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

const oneOf = (value: string, options: ReadonlyArray<{ value: string }>) =>
  options.some((o) => o.value === value) ? value : 'all';

export function parseEnquiryFilters(params: Params): EnquiryFilters {
  const page = Number(read(params, 'page'));
  return {
    q: read(params, 'q').slice(0, 100),
    status: oneOf(read(params, 'status'), statusFilterOptions),
    service: SERVICE_VALUE.test(read(params, 'service'))
      ? read(params, 'service').slice(0, 60)
      : 'all',
    date: oneOf(read(params, 'date'), dateFilterOptions),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function filtersQuery(
  filters: EnquiryFilters,
  overrides: Partial<EnquiryFilters> = {},
): string {
  const merged = { ...filters, ...overrides };
  const params = new URLSearchParams();
  if (merged.q) params.set('q', merged.q);
  for (const key of ['status', 'service', 'date'] as const)
    if (merged[key] !== 'all') params.set(key, merged[key]);
  if (merged.page > 1) params.set('page', String(merged.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function hasActiveFilters(filters: EnquiryFilters): boolean {
  return (
    Boolean(filters.q) ||
    filters.status !== 'all' ||
    filters.service !== 'all' ||
    filters.date !== 'all'
  );
}

/** Where the date filter starts: midnight today or on the 1st in India, or 7 days ago; null for all time. */
export function dateFilterStart(date: string, now: Date): string | null {
  if (date === 'week') return new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
  if (date !== 'today' && date !== 'month') return null;
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const startIst = Date.UTC(
    ist.getUTCFullYear(),
    ist.getUTCMonth(),
    date === 'today' ? ist.getUTCDate() : 1,
  );
  return new Date(startIst - IST_OFFSET_MS).toISOString();
}
