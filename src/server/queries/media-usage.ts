import 'server-only';

import { sql } from 'kysely';

import type { DB } from '../db/schema';

// Where each uploaded image is used: read from every column that can hold an image's address (a
// post's images and its text, an author's photo, a city's, a team member's, a setting) and from
// what the trash keeps, since a record restored from there must find its image.

export type MediaUse = { what: string; href: string };

const UPLOAD_ADDRESS = /\/uploads\/([0-9a-f-]{36}\.webp)/g;

type Source = {
  table: 'blog_posts' | 'authors' | 'cities' | 'team_members' | 'site_settings' | 'trash';
  columns: string[];
  title: string;
  what: (title: string) => string;
  href: string;
};

const SOURCES: Source[] = [
  {
    table: 'blog_posts',
    columns: ['featured_image', 'social_image', 'content'],
    title: 'title',
    what: (title) => `Blog post ${title}`,
    href: '/admin/blog',
  },
  {
    table: 'authors',
    columns: ['profile_image'],
    title: 'name',
    what: (title) => `Author ${title}`,
    href: '/admin/authors',
  },
  {
    table: 'cities',
    columns: ['image'],
    title: 'name',
    what: (title) => `City ${title}`,
    href: '/admin/cities',
  },
  {
    table: 'team_members',
    columns: ['image'],
    title: 'name',
    what: (title) => `Team member ${title}`,
    href: '/admin/leadership',
  },
  {
    table: 'site_settings',
    columns: ['value'],
    title: 'name',
    what: (title) => `Settings (${title})`,
    href: '/admin/settings',
  },
  {
    table: 'trash',
    columns: ['snapshot'],
    title: 'title',
    what: (title) => `In the trash: ${title}`,
    href: '/admin/trash',
  },
];

/** A column's value as text: PostgreSQL answers JSON columns parsed. */
const asText = (value: unknown) =>
  typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value);

/** Every uploaded image in use, by its file name, with the records that use it. */
export async function mediaUsage(db: DB): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  for (const source of SOURCES) {
    const rows = await db
      .selectFrom(source.table)
      .select([
        sql<string>`${sql.ref(source.title)}`.as('title'),
        ...source.columns.map((column) => sql<string | null>`${sql.ref(column)}`.as(column)),
      ])
      .where((eb) =>
        eb.or(
          source.columns.map(
            (column) => sql<boolean>`cast(${sql.ref(column)} as text) like ${'%/uploads/%'}`,
          ),
        ),
      )
      .execute();
    for (const row of rows as Record<string, unknown>[]) {
      const names = new Set<string>();
      for (const column of source.columns)
        for (const match of asText(row[column]).matchAll(UPLOAD_ADDRESS)) names.add(match[1]!);
      for (const name of names) {
        const list = uses.get(name) ?? [];
        list.push({ what: source.what(String(row.title)), href: source.href });
        uses.set(name, list);
      }
    }
  }
  return uses;
}
