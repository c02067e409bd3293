import 'server-only';

import type { DB } from '../db/schema';
import { toClient, type ClientRow } from './clients';
import { newReportToken } from './seo-audits';

// A client's report address and its monthly mail (db/tables/clients.ts): the address is a token
// of its own, replaced when the owner gives the report a new one (the old one then leads nowhere);
// the contact stops the mail from it and starts it again there.

const TOKEN = /^[0-9a-f]{64}$/;

/** The client whose report is at `token`; null for any other token. */
export async function clientByReportToken(db: DB, token: string): Promise<ClientRow | null> {
  if (!TOKEN.test(token)) return null;
  const row = await db
    .selectFrom('clients')
    .selectAll()
    .where('report_token', '=', token)
    .executeTakeFirst();
  return row ? toClient(row) : null;
}

/** Gives the client's report a new address; null when there is no such client. */
export async function replaceReportToken(db: DB, id: string, now = new Date()) {
  const token = newReportToken();
  const result = await db
    .updateTable('clients')
    .set({ report_token: token, updated_at: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? token : null;
}

/**
 * Stops or restarts the monthly report mail of the client whose report is at `token`; false for an
 * unknown token. Stopping it again keeps the first date.
 */
export async function setReportMail(
  db: DB,
  token: string,
  wanted: boolean,
  now = new Date(),
): Promise<boolean> {
  const client = await clientByReportToken(db, token);
  if (!client) return false;
  if (wanted === (client.reportMailStoppedAt === null)) return true;
  await db
    .updateTable('clients')
    .set({ report_mail_stopped_at: wanted ? null : now.toISOString() })
    .where('id', '=', client.id)
    .execute();
  return true;
}
