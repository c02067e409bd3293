import type { Kysely } from 'kysely';

// The WhatsApp button follows the phone unless it has a number of its own, and is switched off on
// its own (whatsapp_button): saved details where it had no number had no button, and keep none; a
// number equal to the phone's now follows it, so a new phone moves the button too.
type Business = { telephone?: string; whatsapp?: string; whatsapp_button?: boolean };

async function rewrite(db: Kysely<any>, change: (b: Business) => Business): Promise<void> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('name', '=', 'business')
    .executeTakeFirst();
  if (!row) return;
  const stored: unknown = row.value;
  const value = (typeof stored === 'string' ? JSON.parse(stored) : stored) as Business;
  await db
    .updateTable('site_settings')
    .set({ value: JSON.stringify(change(value)) })
    .where('name', '=', 'business')
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await rewrite(db, (b) => ({
    ...b,
    whatsapp_button: Boolean(b.whatsapp),
    whatsapp: b.whatsapp === b.telephone ? '' : (b.whatsapp ?? ''),
  }));
}

export async function down(db: Kysely<any>): Promise<void> {
  await rewrite(db, ({ whatsapp_button, ...b }) => ({
    ...b,
    whatsapp: whatsapp_button ? b.whatsapp || (b.telephone ?? '') : '',
  }));
}
