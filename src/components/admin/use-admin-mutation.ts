'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';

import { toast } from '@/components/ui/toast';

import { adminFetch } from './admin-fetch';

/**
 * What the toast says after a change: a title, a title and a sentence, or a warning when the
 * change was made but something after it was not (an e-mail not sent).
 */
export type Said = string | { title: string; description?: string } | { warning: string };

export type AdminChange<T> = {
  url: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON, or a file sent as it is (a CSV to import). */
  body?: object | Blob;
  /** The success toast, or one made from the answer: `(answer) => ...`; none for a change the screen shows itself. */
  done?: Said | ((answer: T) => Said);
  /** What failed, before the server's reason: 'Failed to update status'. */
  failed: string;
  /**
   * Also told of a failure: a form shows the server's field errors under their fields. Returns
   * true when the screen shows this failure itself (a conflict panel, a dialog's message), so no
   * toast repeats it.
   */
  onFailure?: (error: Error & { body?: unknown }) => boolean | void;
};

/**
 * Sends one change to the admin API and says how it went: the success toast, or the failure with
 * the server's reason. Resolves with the answer, or null when it failed.
 */
export async function sendAdminChange<T = unknown>(change: AdminChange<T>): Promise<T | null> {
  try {
    const { body } = change;
    const answer = await adminFetch<T>(change.url, {
      method: change.method,
      ...(body instanceof Blob
        ? { body, headers: { 'Content-Type': body.type || 'application/octet-stream' } }
        : { body: body ? JSON.stringify(body) : undefined }),
    });
    const said = typeof change.done === 'function' ? change.done(answer) : change.done;
    if (typeof said === 'string') toast.success(said);
    else if (said && 'warning' in said) toast.error(said.warning);
    else if (said) toast.success(said.title, { description: said.description });
    return answer;
  } catch (error) {
    if (change.onFailure?.(error as Error) !== true)
      toast.error(`${change.failed}: ${(error as Error).message}`);
    return null;
  }
}

/**
 * Reads what a screen opens (a record to edit, a revision) and says why when it cannot: the
 * answer, or null after a toast with `failed` and the server's reason.
 */
export async function readAdminApi<T>(url: string, failed: string): Promise<T | null> {
  try {
    return await adminFetch<T>(url, { method: 'GET' });
  } catch (error) {
    toast.error(failed, { description: (error as Error).message });
    return null;
  }
}

/**
 * The admin's one way to change a record from a screen: `sendAdminChange`, then the screen's data
 * loaded again once the change is made.
 */
export function useAdminMutation() {
  const router = useRouter();
  return useCallback(
    async <T = unknown>(change: AdminChange<T>): Promise<T | null> => {
      const answer = await sendAdminChange(change);
      if (answer !== null) router.refresh();
      return answer;
    },
    [router],
  );
}
