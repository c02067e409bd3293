import type { Kysely } from 'kysely';

// Core Web Vitals from real visitors: per UTC day, page template, device class and metric, how
// many visits fell in each fixed bucket (lib/web-vitals/vitals.ts), and per day and page how many
// visits were measured and how many had a poor metric. Counts only, like page views.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('web_vital_buckets')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('web_vital_buckets_pk', [
      'day',
      'template',
      'device',
      'metric',
      'bucket',
    ])
    .execute();
  await db.schema
    .createTable('web_vital_pages')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull())
    .addColumn('poor_visits', 'integer', (c) => c.notNull())
    .addColumn('lcp_poor', 'integer', (c) => c.notNull())
    .addColumn('inp_poor', 'integer', (c) => c.notNull())
    .addColumn('cls_poor', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('web_vital_pages_pk', ['day', 'path'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('web_vital_pages').ifExists().execute();
  await db.schema.dropTable('web_vital_buckets').ifExists().execute();
}
