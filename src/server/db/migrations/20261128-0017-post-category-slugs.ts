import { sql, type Kysely } from 'kysely';

// Posts name their category by its slug instead of its display name, so a renamed category keeps
// its posts. The names as they stood when this ran; a value that names no category (a tag the
// editor once copied in) is cleared, as the post was in no tab.
const CATEGORIES = [
  ['seo', 'SEO'],
  ['marketing', 'Marketing'],
  ['content-strategy', 'Content Strategy'],
  ['social-media', 'Social Media'],
  ['analytics', 'Analytics'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [slug, name] of CATEGORIES) {
    await db
      .updateTable('blog_posts')
      .set({ category: slug, categories: JSON.stringify([slug]) })
      .where(sql`lower(trim(category))`, 'in', [name.toLowerCase(), slug])
      .execute();
  }
  await db
    .updateTable('blog_posts')
    .set({ category: '', categories: '[]' })
    .where(
      'category',
      'not in',
      CATEGORIES.map(([slug]) => slug),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [slug, name] of CATEGORIES) {
    await db
      .updateTable('blog_posts')
      .set({ category: name, categories: JSON.stringify([name]) })
      .where('category', '=', slug)
      .execute();
  }
}
