import 'server-only';

import { clientReport } from '../clients/client-report';
import { getDb } from '../db/client';
import { clientByReportToken } from '../queries/client-reports';
import { loadBusiness } from './site';

/**
 * A client's report at its private address: the client, its months and scores, whether its
 * monthly mail is stopped, and the agency that prepared it. Null for an unknown address (or one
 * the owner has replaced). Read on each request: a month's audit or import fills it in.
 */
export async function loadClientReport(token: string) {
  const db = getDb();
  const client = await clientByReportToken(db, token);
  if (!client) return null;
  const [report, business] = await Promise.all([clientReport(db, client), loadBusiness()]);
  const { name, telephone, email, siteUrl } = business;
  return {
    token,
    name: client.name,
    host: new URL(client.website).hostname,
    mailStoppedAt: client.reportMailStoppedAt,
    ...report,
    agency: { name, telephone, email, siteUrl },
  };
}
