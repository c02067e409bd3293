import 'server-only';

import sharp from 'sharp';

import { getDb } from '../../db/client';
import type { DB } from '../../db/schema';
import { listMedia, recordMedia, forgetMissingMedia, type MediaItem } from '../../queries/media';
import { mediaUsage, type MediaUse } from '../../queries/media-usage';
import { uploadStorage } from '../../uploads/configured-storage';
import { UPLOAD_NAME } from '../../uploads/store-image';
import type { UploadStorage } from '../../uploads/upload-storage';

export type LibraryImage = MediaItem & { uses: MediaUse[] };

/** Images taken in at one opening of the library, at most: each is read to learn its size. */
const ADOPT_AT_ONCE = 100;

/**
 * The media library: every image in the upload storage, newest first, with where it is used.
 * Images uploaded before the library kept records are taken in; records of files gone, dropped.
 */
export async function loadMedia(
  db: DB = getDb(),
  storage: UploadStorage = uploadStorage,
): Promise<LibraryImage[]> {
  const stored = (await storage.list()).filter((file) => UPLOAD_NAME.test(file.name));
  const known = new Set((await listMedia(db)).map((item) => item.name));
  for (const file of stored.filter((f) => !known.has(f.name)).slice(0, ADOPT_AT_ONCE)) {
    const bytes = await storage.get(file.name);
    const size = bytes
      ? await sharp(bytes)
          .metadata()
          .catch(() => null)
      : null;
    await recordMedia(db, {
      name: file.name,
      bytes: file.bytes,
      width: size?.width ?? null,
      height: size?.height ?? null,
      originalName: '',
      uploadedBy: null,
    });
  }
  await forgetMissingMedia(db, new Set(stored.map((file) => file.name)));
  const [items, uses] = await Promise.all([listMedia(db), mediaUsage(db)]);
  return items.map((item) => ({ ...item, uses: uses.get(item.name) ?? [] }));
}
