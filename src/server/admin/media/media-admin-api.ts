import 'server-only';

import { cacheTags } from '@/lib/cache-tags';
import { mediaAltSchema } from '@/lib/validation/media';

import type { DB } from '../../db/schema';
import { deleteMediaRecord, findMedia, listMedia, saveMediaAlt } from '../../queries/media';
import { mediaUsage } from '../../queries/media-usage';
import { UPLOAD_NAME } from '../../uploads/store-image';
import type { UploadStorage } from '../../uploads/upload-storage';
import { createAdminGate, json, readOnly } from '../admin-gate';

export type MediaAdminDependencies = {
  db: DB;
  uploads: UploadStorage;
  /** Expires the public pages' cached alt texts, so the next request shows the new one. */
  revalidate: (tags: string[]) => void;
};

const noSuchImage = () => json(404, { error: 'There is no such image in the library.' });

/** The media library's API: the images to choose from, their alt text, and deleting one not in use. */
export function createMediaAdminApi(deps: MediaAdminDependencies) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'content');

  const list = guarded(readOnly, async () => json(200, { images: await listMedia(db) }));

  const saveAlt = guarded(
    {
      schema: mediaAltSchema,
      audit: {
        before: async ({ name }: { name: string }) => {
          const found = await findMedia(db, name);
          return found && { title: `Image ${name}`, values: found };
        },
      },
    },
    async (_request, { name }, _actor, data) => {
      if (!(await saveMediaAlt(db, name, data.alt))) return noSuchImage();
      deps.revalidate([cacheTags.media]);
      return json(200, { saved: true });
    },
  );

  const remove = guarded(
    { audit: { subject: ({ name }: { name: string }) => `Image ${name}` } },
    async (_request, { name }) => {
      if (!UPLOAD_NAME.test(name) || !(await findMedia(db, name))) return noSuchImage();
      const uses = (await mediaUsage(db)).get(name) ?? [];
      if (uses.length > 0)
        return json(409, {
          error: `This image is in use (${uses.map((use) => use.what).join('; ')}): choose another image there first.`,
        });
      await deps.uploads.delete(name);
      await deleteMediaRecord(db, name);
      return json(200, { deleted: true });
    },
  );

  return { list, saveAlt, remove };
}
