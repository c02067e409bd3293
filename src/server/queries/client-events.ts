import 'server-only';

import type { ClientStatus, ClientStatusChange } from '@/lib/validation/client';

import type { DB } from '../db/schema';
import { timeOrderedId } from '../db/time-ordered-id';
import { toIso } from '../db/values';

// A client's history (db/tables/clients.ts): its start (written with the client, clients.ts), each
// pause, resumption and end with its date and note.

export type ClientEvent = {
  id: string;
  status: ClientStatus;
  onDate: string;
  note: string;
  author: string;
  createdAt: string;
};

/** Its history, newest first. */
export async function clientEvents(db: DB, clientId: string): Promise<ClientEvent[]> {
  const rows = await db
    .selectFrom('client_events')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    onDate: row.on_date,
    note: row.note,
    author: row.author,
    createdAt: toIso(row.created_at),
  }));
}

/** Pauses, resumes or ends a client from a date, in its history; false when there is no such client. */
export async function changeClientStatus(
  db: DB,
  id: string,
  change: ClientStatusChange,
  author: string,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('clients')
      .set({ status: change.status, status_on: change.on, updated_at: at })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await trx
      .insertInto('client_events')
      .values({
        id: timeOrderedId(now.getTime()),
        client_id: id,
        status: change.status,
        on_date: change.on,
        note: change.note,
        author,
        created_at: at,
      })
      .execute();
    return true;
  });
}
