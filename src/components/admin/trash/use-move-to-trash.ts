'use client';

import { useRouter } from 'next/navigation';

import { toast } from '@/components/ui/toast';

import { adminFetch } from '../admin-fetch';

/** How long a delete's toast, and so its Undo, stays. */
const UNDO_MS = 10_000;

/** Restores trash entries; says what came back, or why not. True when all did. */
export async function restoreEntries(trashIds: string[]): Promise<boolean> {
  const titles: string[] = [];
  for (const id of trashIds) {
    try {
      const restored = await adminFetch<{ title: string }>(`/api/admin/trash/${id}/restore`, {
        method: 'POST',
      });
      titles.push(restored.title);
    } catch (error) {
      toast.error(`Could not restore: ${(error as Error).message}`);
      return false;
    }
  }
  toast.success('Restored', { description: `${titles.join(', ')} restored.` });
  return true;
}

/** Says what was moved to the trash, with an Undo that restores it (when it went to the trash). */
export function announceTrashed(description: string, trashIds: string[], onRestored: () => void) {
  toast.success('Success', {
    description,
    duration: trashIds.length > 0 ? UNDO_MS : undefined,
    action:
      trashIds.length > 0
        ? {
            label: 'Undo',
            onClick: () => void restoreEntries(trashIds).then((done) => done && onRestored()),
          }
        : undefined,
  });
}

/**
 * Deletes through an admin API address (a record goes to the trash) and says so, with an Undo;
 * resolves true when deleted. `done` runs after the delete and again after an Undo.
 */
export function useMoveToTrash() {
  const router = useRouter();
  return async (options: {
    url: string;
    /** A body for the delete (an author's successor), sent as JSON. */
    body?: object;
    /** What the toast says: 'Mumbai is deleted.' */
    deleted: string;
    /** What failed, before the server's reason: 'Failed to delete the city'. */
    failed: string;
    done?: () => void;
  }): Promise<boolean> => {
    const refresh = () => {
      options.done?.();
      router.refresh();
    };
    try {
      const answer = await adminFetch<{ trashId?: string } | undefined>(options.url, {
        method: 'DELETE',
        body: options.body ? JSON.stringify(options.body) : undefined,
      });
      announceTrashed(options.deleted, answer?.trashId ? [answer.trashId] : [], refresh);
      refresh();
      return true;
    } catch (error) {
      toast.error(`${options.failed}: ${(error as Error).message}`);
      return false;
    }
  };
}
