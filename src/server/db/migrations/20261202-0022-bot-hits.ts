import type { Kysely } from 'kysely';

// Crawler and AI-bot hits per UTC day, bot and path, as their user agents name them: counts only,
// like page views.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bot_hits')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('bot', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('bot_hits_pk', ['day', 'bot', 'path'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bot_hits').ifExists().execute();
}
