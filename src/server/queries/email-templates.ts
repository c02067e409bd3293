import 'server-only';

import type { DB } from '../db/schema';
import { toIso } from '../db/values';

export type EmailTemplate = {
  id: string;
  name: string;
  subject: string;
  body: string;
  /** Whether the mail is sent (the auto-reply can be switched off; the notification always is). */
  enabled: boolean;
  updatedAt: string;
};

export async function getEmailTemplate(db: DB, name: string): Promise<EmailTemplate | null> {
  const row = await db
    .selectFrom('email_templates')
    .select(['id', 'name', 'subject', 'body', 'enabled', 'updated_at'])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    body: row.body,
    enabled: Number(row.enabled) === 1,
    updatedAt: toIso(row.updated_at),
  };
}

export async function updateEmailTemplate(
  db: DB,
  name: string,
  input: { subject: string; body: string; enabled?: boolean },
): Promise<EmailTemplate | null> {
  await db
    .updateTable('email_templates')
    .set({
      subject: input.subject,
      body: input.body,
      ...(input.enabled === undefined ? {} : { enabled: input.enabled ? 1 : 0 }),
      updated_at: new Date().toISOString(),
    })
    .where('name', '=', name)
    .execute();
  return getEmailTemplate(db, name);
}
