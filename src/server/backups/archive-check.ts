import 'server-only';

import fs from 'node:fs/promises';

import * as tar from 'tar';

import { UPLOADS_FOLDER } from '../uploads/uploads-folder';
import { MANIFEST } from './site-backup';

// What a restore reads before it writes a byte: a backup holds its manifest, one database file and
// the uploads, as plain files and folders. A link, a device, a path of any other shape, an upload
// larger than any the site stores, or more than the disk can take refuses the archive whole.

const MAX_RESTORED_UPLOAD_BYTES = 20 * 1024 * 1024;
const DATABASE_FILES = new Set(['site.db', 'database.pgdump']);
const UPLOAD_PATH = new RegExp(`^${UPLOADS_FOLDER}(?:/[\\w][\\w.-]*)*/?$`);

type ArchiveContents = { bytes: number; uploads: Set<string> };

/** Lists the archive, refusing anything a backup does not hold; throws `refuse(reason)`. */
export async function checkArchive(
  file: string,
  refuse: (reason: string) => Error,
): Promise<ArchiveContents> {
  const contents: ArchiveContents = { bytes: 0, uploads: new Set() };
  let problem: string | null = null;
  await tar.list({
    file,
    // A damaged or foreign file is an error, not a warning and an empty list.
    strict: true,
    onReadEntry: (entry) => {
      const name = entry.path.replace(/^\.\//, '');
      const type = entry.type;
      contents.bytes += entry.size ?? 0;
      if (problem) return;
      if (name === MANIFEST || DATABASE_FILES.has(name)) {
        if (type !== 'File') problem = `${name} is a ${type}, not a file`;
        return;
      }
      if (!UPLOAD_PATH.test(name) || name.split('/').includes('..'))
        problem = `it holds ${name}, which no backup does`;
      else if (type !== 'File' && type !== 'Directory')
        problem = `${name} is a ${type}; a backup holds files and folders only`;
      else if ((entry.size ?? 0) > MAX_RESTORED_UPLOAD_BYTES)
        problem = `${name} is larger than any upload the site stores`;
      else if (type === 'File' || name.split('/').filter(Boolean).length === 2) {
        const top = name.split('/')[1];
        if (top) contents.uploads.add(top);
      }
    },
  });
  if (problem) throw refuse(problem);
  return contents;
}

/** Refuses an archive whose contents would not fit in the folder's free space (with a margin). */
export async function assertRoomFor(bytes: number, folder: string, refuse: (r: string) => Error) {
  const stats = await fs.statfs(folder);
  const free = stats.bavail * stats.bsize;
  if (bytes * 2 > free)
    throw refuse(
      `it unpacks to ${Math.ceil(bytes / 1024 / 1024)} MB, and ${folder} has ${Math.floor(free / 1024 / 1024)} MB free (twice the size is needed: unpacked, then copied)`,
    );
}
