import SQLite from 'better-sqlite3';

/** A post's view count, as the test server's database holds it. */
export function viewCount(slug: string): number {
  const db = new SQLite('.e2e-data/site.db', { readonly: true });
  try {
    const row = db.prepare('select view_count from blog_posts where slug = ?').get(slug) as {
      view_count: number;
    };
    return row.view_count;
  } finally {
    db.close();
  }
}
