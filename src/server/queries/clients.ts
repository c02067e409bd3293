import 'server-only';

import { sql, type Selectable } from 'kysely';

import type { ClientData, ClientStatus } from '@/lib/validation/client';
import type { AuditReach } from '@/lib/validation/seo-audit';

import { jsonColumns, readJson } from '../db/json-columns';
import type { ClientsTable, DB } from '../db/schema';
import { timeOrderedId } from '../db/time-ordered-id';
import { isUniqueViolation } from '../db/unique-violation';
import { toIso, toIsoOrNull } from '../db/values';
import { newReportToken } from './seo-audits';

// Clients and their history (db/tables/clients.ts). The fee is kept in paise; the form speaks
// rupees.

export type ClientRow = {
  id: string;
  name: string;
  website: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  services: string[];
  reach: AuditReach;
  monthlyFeePaise: number | null;
  startedOn: string;
  status: ClientStatus;
  statusOn: string;
  enquiryId: string | null;
  quoteId: string | null;
  /** Its report's private address is /client-report/{reportToken}. */
  reportToken: string;
  /** When its contact stopped the monthly report mail; null while it is sent. */
  reportMailStoppedAt: string | null;
  /** How and when it agreed to be named in case studies; '' while it has not. */
  namedConsent: string;
  createdAt: string;
};

export const toClient = (row: Selectable<ClientsTable>): ClientRow => ({
  id: row.id,
  name: row.name,
  website: row.website,
  contactName: row.contact_name,
  contactEmail: row.contact_email,
  contactPhone: row.contact_phone,
  services: readJson(jsonColumns.clientServices, row.services, row.id),
  reach: row.reach,
  monthlyFeePaise: row.monthly_fee_paise,
  startedOn: row.started_on,
  status: row.status,
  statusOn: row.status_on,
  enquiryId: row.enquiry_id,
  quoteId: row.quote_id,
  reportToken: row.report_token,
  reportMailStoppedAt: toIsoOrNull(row.report_mail_stopped_at),
  namedConsent: row.named_consent,
  createdAt: toIso(row.created_at),
});

const STATUS_ORDER: Record<ClientStatus, number> = { active: 0, paused: 1, ended: 2 };

/** Every client: the active first, then the paused, then the ended; by name within each. */
export async function listClients(db: DB): Promise<ClientRow[]> {
  const rows = await db.selectFrom('clients').selectAll().execute();
  return rows
    .map(toClient)
    .sort(
      (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.name.localeCompare(b.name),
    );
}

export async function clientById(db: DB, id: string): Promise<ClientRow | null> {
  const row = await db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toClient(row) : null;
}

/** The client an enquiry became; null when it has not. */
export async function clientIdOfEnquiry(db: DB, enquiryId: string): Promise<string | null> {
  const row = await db
    .selectFrom('clients')
    .select('id')
    .where('enquiry_id', '=', enquiryId)
    .executeTakeFirst();
  return row?.id ?? null;
}

const fields = (data: ClientData) => ({
  name: data.name,
  website: data.website,
  contact_name: data.contactName,
  contact_email: data.contactEmail,
  contact_phone: data.contactPhone,
  services: JSON.stringify(data.services),
  reach: data.reach,
  monthly_fee_paise: data.monthlyFee === null ? null : data.monthlyFee * 100,
  started_on: data.startedOn,
  named_consent: data.namedConsent,
});

export type CreatedClient = { ok: true; id: string } | { ok: false; existing: string };

/**
 * A new client, active from its start, its start the first line of its history. An enquiry
 * becomes one client: a second answers with the first's id.
 */
export async function createClient(
  db: DB,
  data: ClientData,
  by: { author: string; quoteId: string | null },
  now = new Date(),
): Promise<CreatedClient> {
  const id = timeOrderedId(now.getTime());
  const at = now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('clients')
        .values({
          id,
          ...fields(data),
          status: 'active',
          status_on: data.startedOn,
          enquiry_id: data.enquiryId,
          quote_id: by.quoteId,
          report_token: newReportToken(),
          created_at: at,
          updated_at: at,
        })
        .execute();
      await trx
        .insertInto('client_events')
        .values({
          id: timeOrderedId(now.getTime()),
          client_id: id,
          status: 'active',
          on_date: data.startedOn,
          note: 'Work started',
          author: by.author,
          created_at: at,
        })
        .execute();
    });
  } catch (error) {
    const existing = data.enquiryId && (await clientIdOfEnquiry(db, data.enquiryId));
    if (existing && isUniqueViolation(error)) return { ok: false, existing };
    throw error;
  }
  return { ok: true, id };
}

/**
 * Saves the client's details; false when there is no such client. The enquiry stays as it was. A
 * new contact address starts the report mail again: stopping it was the previous contact's choice.
 */
export async function updateClient(
  db: DB,
  id: string,
  data: ClientData,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('clients')
    .set({
      ...fields(data),
      report_mail_stopped_at: sql<
        string | null
      >`case when lower(contact_email) = ${data.contactEmail.toLowerCase()} then report_mail_stopped_at else null end`,
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
