import 'server-only';

import { getDb } from '../db/client';
import { logger } from '../logger';
import { auditByToken } from '../queries/seo-audits';

// A free SEO audit report is rendered after the route's prerendered shell has gone out (Cache
// Components), too late for the page to change its status. So the pipeline looks the token up
// first: an unknown or expired report answers 404 (its page says "This report is not here").

const REPORT = /^\/free-seo-audit\/report\/([^/]+)$/;

/** True for a report address whose audit does not exist (or has expired); false for any other path. */
export async function isMissingReport(path: string | undefined): Promise<boolean> {
  const token = path === undefined ? undefined : REPORT.exec(path)?.[1];
  if (!token) return false;
  try {
    return (await auditByToken(getDb(), decodeURIComponent(token))) === null;
  } catch (error) {
    // The page itself says so if the database cannot answer; the status stays Next.js's.
    logger.error({ err: error }, 'could not look up an audit report');
    return false;
  }
}

export const isReportPath = (path: string | undefined) => path !== undefined && REPORT.test(path);
