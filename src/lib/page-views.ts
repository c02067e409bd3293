import { looksLikeBot } from './not-found-log';

// Which responses count as a page view: a person's GET of a public page answered 200, the page
// itself or a client-side navigation to it, never a prefetch, a file, an API, a social image or
// the admin.

const NOT_A_PAGE = /^\/(admin|api|_next|og)(\/|$)|\.[a-z0-9]{2,5}$/i;

export type ViewRequest = {
  method: string | undefined;
  status: number;
  pathname: string;
  headers: Record<string, string | string[] | undefined>;
};

export function countsAsPageView(request: ViewRequest): boolean {
  if (request.method !== 'GET' || request.status !== 200) return false;
  if (NOT_A_PAGE.test(request.pathname)) return false;
  const { headers } = request;
  if (headers['next-router-prefetch'] || headers['next-router-segment-prefetch']) return false;
  if (/prefetch/i.test(String(headers['sec-purpose'] ?? headers.purpose ?? ''))) return false;
  return !looksLikeBot(typeof headers['user-agent'] === 'string' ? headers['user-agent'] : '');
}

/** The UTC day of a time, as page views are counted: YYYY-MM-DD. */
export const viewDay = (time: Date) => time.toISOString().slice(0, 10);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day `days` days before a time. */
export const daysBefore = (time: Date, days: number) =>
  viewDay(new Date(time.getTime() - days * DAY_MS));

/** The last `days` UTC days up to the day of `now`, both ends included. */
export const lastDays = (days: number, now: Date) => ({
  since: daysBefore(now, days - 1),
  until: viewDay(now),
});
