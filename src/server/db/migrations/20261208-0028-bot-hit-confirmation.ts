import { sql, type Kysely } from 'kysely';

// Bot hits split by whether the crawler's reverse DNS confirmed the address (crawlers/
// bot-confirmation.ts): confirmed, unconfirmed (a request that named the bot from an address that is
// not its own) or unchecked (checking off, or a bot that documents no check). The key gains the
// column, so the table is made again; hits counted before are unchecked.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bot_hits_by_confirmation')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('bot', 'text', (c) => c.notNull())
    .addColumn('confirmation', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('bot_hits_confirmation_pk', ['day', 'bot', 'confirmation', 'path'])
    .execute();
  await sql`insert into bot_hits_by_confirmation (day, bot, confirmation, path, hits)
    select day, bot, 'unchecked', path, hits from bot_hits`.execute(db);
  await db.schema.dropTable('bot_hits').execute();
  await db.schema.alterTable('bot_hits_by_confirmation').renameTo('bot_hits').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bot_hits_by_bot')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('bot', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('bot_hits_pk', ['day', 'bot', 'path'])
    .execute();
  await sql`insert into bot_hits_by_bot (day, bot, path, hits)
    select day, bot, path, sum(hits) from bot_hits group by day, bot, path`.execute(db);
  await db.schema.dropTable('bot_hits').execute();
  await db.schema.alterTable('bot_hits_by_bot').renameTo('bot_hits').execute();
}
