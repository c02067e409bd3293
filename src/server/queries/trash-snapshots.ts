import 'server-only';

import type { Database, DB } from '../db/schema';

// What deleting each kind of record removes, read just before the delete so a restore can put it
// back as it was: the record, the rows deleted with it (a city's pages, its old slugs), and the
// links the delete cut (an author's posts, set to a successor or to nobody). An enquiry keeps its
// timeline and notes, its webhook deliveries and its outbox mails, which so wait in the trash.

export const TRASH_KINDS = [
  'post',
  'service',
  'city',
  'city-page',
  'author',
  'testimonial',
  'leadership',
  'faq',
  'redirect',
  'enquiry',
] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** One table's rows, each value as text, a number or null: the same on both engines. */
export type TableRows = { table: keyof Database; rows: Record<string, string | number | null>[] };

export type Snapshot = {
  /** Inserted again on restore, in this order (a record before the rows that point at it). */
  rows: TableRows[];
  /** Set again on restore on the rows that still exist, by id. */
  links: TableRows[];
};

/** A value as JSON keeps it: a date as ISO text; a jsonb value as the JSON text SQLite stores. */
function portable(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'bigint') return Number(value);
  return value as string | number;
}

async function rowsOf(
  db: DB,
  table: keyof Database,
  where: Record<string, string>,
  columns?: string[],
): Promise<TableRows> {
  let query = db.selectFrom(table as 'cities').selectAll();
  for (const [column, value] of Object.entries(where))
    query = query.where(column as 'id', '=', value);
  const rows = (await query.execute()) as Record<string, unknown>[];
  return {
    table,
    rows: rows.map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([column]) => !columns || columns.includes(column))
          .map(([column, value]) => [column, portable(value)]),
      ),
    ),
  };
}

type Captured = { title: string; snapshot: Snapshot } | null;

const single = async (
  db: DB,
  table: keyof Database,
  id: string,
  title: (row: Record<string, string | number | null>) => string,
): Promise<Captured> => {
  const record = await rowsOf(db, table, { id });
  const row = record.rows[0];
  return row ? { title: title(row), snapshot: { rows: [record], links: [] } } : null;
};

/** Reads what deleting the record `id` of `kind` will remove; null when there is no such record. */
export async function captureForTrash(db: DB, kind: TrashKind, id: string): Promise<Captured> {
  switch (kind) {
    case 'post': {
      const post = await single(db, 'blog_posts', id, (row) => `Blog post ${row.title}`);
      post?.snapshot.rows.push(
        await rowsOf(db, 'blog_post_revisions', { post_id: id }),
        await rowsOf(db, 'case_studies', { post_id: id }),
      );
      return post;
    }
    case 'service': {
      const service = await single(
        db,
        'service_details',
        id,
        (row) => `Service ${row.service_name}`,
      );
      if (!service) return null;
      const slug = String(service.snapshot.rows[0]!.rows[0]!.service_slug);
      service.snapshot.rows.push(
        await rowsOf(db, 'city_pages', { service_slug: slug }),
        await rowsOf(db, 'slug_aliases', { kind: 'service', target_id: id }),
      );
      return service;
    }
    case 'city': {
      const city = await single(db, 'cities', id, (row) => `City ${row.name}`);
      if (!city) return null;
      const slug = String(city.snapshot.rows[0]!.rows[0]!.slug);
      city.snapshot.rows.push(
        await rowsOf(db, 'city_pages', { city_slug: slug }),
        await rowsOf(db, 'slug_aliases', { kind: 'city', target_id: id }),
      );
      return city;
    }
    case 'city-page':
      return single(db, 'city_pages', id, (row) => `${row.service_type} page for ${row.city}`);
    case 'author': {
      const author = await single(db, 'authors', id, (row) => `Author ${row.name}`);
      if (!author) return null;
      author.snapshot.rows.push(
        await rowsOf(db, 'slug_aliases', { kind: 'author', target_id: id }),
      );
      author.snapshot.links.push(
        await rowsOf(db, 'blog_posts', { author_id: id }, [
          'id',
          'author_id',
          'author',
          'updated_at',
        ]),
        await rowsOf(db, 'admin_users', { author_id: id }, ['id', 'author_id']),
      );
      return author;
    }
    case 'testimonial':
      return single(db, 'testimonials', id, (row) => `Testimonial by ${row.author}`);
    case 'leadership':
      return single(db, 'team_members', id, (row) => `Leadership member ${row.name}`);
    case 'faq':
      return single(db, 'faqs', id, (row) => `FAQ ${row.question}`);
    case 'redirect':
      return single(db, 'redirects', id, (row) => `Redirect of ${row.source}`);
    case 'enquiry': {
      const enquiry = await single(db, 'form_submissions', id, (row) => `Enquiry from ${row.name}`);
      enquiry?.snapshot.rows.push(
        await rowsOf(db, 'enquiry_events', { submission_id: id }),
        await rowsOf(db, 'webhook_deliveries', { submission_id: id }),
        await rowsOf(db, 'email_outbox', { submission_id: id }),
        await rowsOf(db, 'call_bookings', { submission_id: id }),
      );
      // Its quotes, then each one's earlier versions (they name the quote).
      const quotes = await rowsOf(db, 'quotes', { submission_id: id });
      enquiry?.snapshot.rows.push(quotes);
      for (const quote of quotes.rows)
        enquiry?.snapshot.rows.push(
          await rowsOf(db, 'quote_versions', { quote_id: String(quote.id) }),
        );
      return enquiry;
    }
  }
}

/** A record's title as the trash and the audit log name it ('City Mumbai'); null when none. */
export async function recordTitle(db: DB, kind: TrashKind, id: string): Promise<string | null> {
  return (await captureForTrash(db, kind, id))?.title ?? null;
}
