import 'server-only';

import type { DB } from '../db/schema';
import { toIso } from '../db/values';

// The media library's records: what the site knows of each uploaded image (its size, its alt text,
// who uploaded it) beside its bytes in the upload storage.

export type MediaItem = {
  name: string;
  url: string;
  bytes: number;
  width: number | null;
  height: number | null;
  originalName: string;
  alt: string;
  uploadedBy: string | null;
  createdAt: string;
};

export type NewMedia = Omit<MediaItem, 'url' | 'createdAt' | 'alt'> & { alt?: string };

export const mediaUrl = (name: string) => `/uploads/${name}`;

export async function recordMedia(db: DB, media: NewMedia, now = new Date()): Promise<void> {
  await db
    .insertInto('media')
    .values({
      name: media.name,
      bytes: media.bytes,
      width: media.width,
      height: media.height,
      original_name: media.originalName.slice(0, 255),
      alt: media.alt ?? '',
      uploaded_by: media.uploadedBy,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** Every image in the library, newest first. */
export async function listMedia(db: DB): Promise<MediaItem[]> {
  const rows = await db
    .selectFrom('media')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('name')
    .execute();
  return rows.map((row) => ({
    name: row.name,
    url: mediaUrl(row.name),
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    originalName: row.original_name,
    alt: row.alt,
    uploadedBy: row.uploaded_by,
    createdAt: toIso(row.created_at),
  }));
}

/** The image's alt text; false when there is no such image. */
export async function saveMediaAlt(db: DB, name: string, alt: string): Promise<boolean> {
  const result = await db
    .updateTable('media')
    .set({ alt })
    .where('name', '=', name)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function findMedia(db: DB, name: string): Promise<{ alt: string } | null> {
  return (
    (await db.selectFrom('media').select('alt').where('name', '=', name).executeTakeFirst()) ?? null
  );
}

export async function deleteMediaRecord(db: DB, name: string): Promise<void> {
  await db.deleteFrom('media').where('name', '=', name).execute();
}

/** Drops the records of files no longer in the storage. */
export async function forgetMissingMedia(db: DB, stored: ReadonlySet<string>): Promise<void> {
  const names = (await db.selectFrom('media').select('name').execute()).map((r) => r.name);
  const gone = names.filter((name) => !stored.has(name));
  for (let i = 0; i < gone.length; i += 500)
    await db
      .deleteFrom('media')
      .where('name', 'in', gone.slice(i, i + 500))
      .execute();
}
