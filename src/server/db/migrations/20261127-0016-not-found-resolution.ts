import type { Kysely } from 'kysely';

// Why a 404 log row counts as resolved: a redirect answers its path, or the path answers 200 now.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('not_found_log').addColumn('resolved_reason', 'text').execute();
  await db
    .updateTable('not_found_log')
    .set({ resolved_reason: 'A redirect answers it' })
    .where('resolved', '=', 1)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('not_found_log').dropColumn('resolved_reason').execute();
}
