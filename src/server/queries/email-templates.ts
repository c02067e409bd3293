import 'server-only';

import type { DB } from '../db/schema';
import { toIso } from '../db/values';

export type EmailTemplate = {
  id: string;
  name: string;
  subject: string;
  body: string;
  /** What the owner wrote, when written as text (body is then made from it); null: HTML. */
  text: string | null;
  /** Whether the mail is sent (the auto-reply can be switched off; the notification always is). */
  enabled: boolean;
  updatedAt: string;
};

export async function getEmailTemplate(db: DB, name: string): Promise<EmailTemplate | null> {
  const row = await db
    .selectFrom('email_templates')
    .select(['id', 'name', 'subject', 'body', 'text', 'enabled', 'updated_at'])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    body: row.body,
    text: row.text ?? null,
    enabled: Number(row.enabled) === 1,
    updatedAt: toIso(row.updated_at),
  };
}

export async function updateEmailTemplate(
  db: DB,
  name: string,
  /** Without `text`, the body is HTML as written. */
  input: { subject: string; body: string; text?: string | null; enabled?: boolean },
): Promise<EmailTemplate | null> {
  await db
    .updateTable('email_templates')
    .set({
      subject: input.subject,
      body: input.body,
      text: input.text ?? null,
      ...(input.enabled === undefined ? {} : { enabled: input.enabled ? 1 : 0 }),
      updated_at: new Date().toISOString(),
    })
    .where('name', '=', name)
    .execute();
  return getEmailTemplate(db, name);
}
