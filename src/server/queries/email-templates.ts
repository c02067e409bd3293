import 'server-only';

import type { DB } from '../db/client';
import { toIso } from '../db/values';

export type EmailTemplate = {
  id: string;
  name: string;
  subject: string;
  body: string;
  updatedAt: string;
};

export async function getEmailTemplate(db: DB, name: string): Promise<EmailTemplate | null> {
  const row = await db
    .selectFrom('email_templates')
    .select(['id', 'name', 'subject', 'body', 'updated_at'])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    body: row.body,
    updatedAt: toIso(row.updated_at),
  };
}

export async function updateEmailTemplate(
  db: DB,
  name: string,
  input: { subject: string; body: string },
): Promise<EmailTemplate | null> {
  await db
    .updateTable('email_templates')
    .set({ subject: input.subject, body: input.body, updated_at: new Date().toISOString() })
    .where('name', '=', name)
    .execute();
  return getEmailTemplate(db, name);
}
