'use client';

import { useMoveToTrash } from '../trash/use-move-to-trash';

/** Deletes a redirect (a manual rule, to the trash, or a rename's) and says so. */
export function useDeleteRedirect() {
  const moveToTrash = useMoveToTrash();
  return (url: string, source: string) =>
    moveToTrash({
      url,
      deleted: `The redirect of ${source} is deleted.`,
      failed: 'Failed to delete the redirect',
    });
}
