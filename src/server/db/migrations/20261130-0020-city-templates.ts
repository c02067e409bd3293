import type { Kysely } from 'kysely';

// Cities at scale: the areas near each city that the owner lists (a page template's {areas}), and
// which city pages were made from a template and not yet edited on their own (they stay thin).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('cities')
    .addColumn('nearby_areas', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('city_pages')
    .addColumn('from_template', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('city_pages').dropColumn('from_template').execute();
  await db.schema.alterTable('cities').dropColumn('nearby_areas').execute();
}
