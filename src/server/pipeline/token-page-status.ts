import 'server-only';

import { getDb } from '../db/client';
import { logger } from '../logger';
import { bookingByToken } from '../queries/call-bookings';
import { quoteByToken } from '../queries/quotes';
import { reportAtToken } from '../queries/audit-enquiries';

// The pages at an unguessable address (a free SEO audit's report, a booked call, a quote) are rendered after
// the route's prerendered shell has gone out (Cache Components), too late for the page to change
// its status. So the pipeline looks the token up first: an unknown one answers 404 (the page says
// it is not here).

const TOKEN_PAGES: { pattern: RegExp; isUnknown: (token: string) => Promise<boolean> }[] = [
  {
    pattern: /^\/free-seo-audit\/report\/([^/]+)$/,
    isUnknown: async (token) => (await reportAtToken(getDb(), token)) === null,
  },
  {
    pattern: /^\/quote\/([^/]+)$/,
    isUnknown: async (token) => (await quoteByToken(getDb(), token)) === null,
  },
  {
    pattern: /^\/book-a-call\/([^/]+)$/,
    isUnknown: async (token) => (await bookingByToken(getDb(), token)) === null,
  },
];

const tokenPageOf = (path: string | undefined) => {
  if (path === undefined) return null;
  for (const page of TOKEN_PAGES) {
    const token = page.pattern.exec(path)?.[1];
    if (token) return { page, token };
  }
  return null;
};

/** True for a token page's address whose record does not exist (or has expired). */
export async function isMissingTokenPage(path: string | undefined): Promise<boolean> {
  const found = tokenPageOf(path);
  if (!found) return false;
  try {
    return await found.page.isUnknown(decodeURIComponent(found.token));
  } catch (error) {
    // The page itself says so if the database cannot answer; the status stays Next.js's.
    logger.error({ err: error, path }, 'could not look up a token page');
    return false;
  }
}

export const isTokenPagePath = (path: string | undefined) => tokenPageOf(path) !== null;
