import 'server-only';

import type { ClientWorkData } from '@/lib/validation/client';

import type { DB } from '../db/schema';
import { timeOrderedId } from '../db/time-ordered-id';
import { toIso } from '../db/values';

// The team's work log for a client (db/tables/clients.ts): what was done and on which day, shown
// on the client's screen and, month by month, in its report.

export type ClientWorkEntry = {
  id: string;
  doneOn: string;
  note: string;
  author: string;
  createdAt: string;
};

export async function addClientWork(
  db: DB,
  clientId: string,
  data: ClientWorkData,
  author: string,
  now = new Date(),
): Promise<string> {
  const id = timeOrderedId(now.getTime());
  await db
    .insertInto('client_work')
    .values({
      id,
      client_id: clientId,
      done_on: data.doneOn,
      note: data.note,
      author,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

/** The entry, when it is this client's; null otherwise. */
export async function clientWorkEntry(
  db: DB,
  clientId: string,
  id: string,
): Promise<ClientWorkEntry | null> {
  const row = await db
    .selectFrom('client_work')
    .selectAll()
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row ? toEntry(row) : null;
}

export async function deleteClientWork(db: DB, clientId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('client_work')
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The client's work log, the latest day first (the latest written first within a day). */
export async function clientWorkOf(db: DB, clientId: string): Promise<ClientWorkEntry[]> {
  const rows = await db
    .selectFrom('client_work')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('done_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toEntry);
}

const toEntry = (row: {
  id: string;
  done_on: string;
  note: string;
  author: string;
  created_at: string | Date;
}): ClientWorkEntry => ({
  id: row.id,
  doneOn: row.done_on,
  note: row.note,
  author: row.author,
  createdAt: toIso(row.created_at),
});
