'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';

import { toast } from '@/components/ui/toast';

import { adminFetch } from './admin-fetch';

/** What the toast says after a change: a title, or a title and a sentence. */
export type Said = string | { title: string; description?: string };

export type AdminChange<T> = {
  url: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: object;
  /** The success toast, or one made from the answer: `(answer) => ...`; none for a change the screen shows itself. */
  done?: Said | ((answer: T) => Said);
  /** What failed, before the server's reason: 'Failed to update status'. */
  failed: string;
  /** Also told of a failure: a form shows the server's field errors under their fields. */
  onFailure?: (error: Error) => void;
};

/**
 * Sends one change to the admin API and says how it went: the success toast, or the failure with
 * the server's reason. Resolves with the answer, or null when it failed.
 */
export async function sendAdminChange<T = unknown>(change: AdminChange<T>): Promise<T | null> {
  try {
    const answer = await adminFetch<T>(change.url, {
      method: change.method,
      body: change.body ? JSON.stringify(change.body) : undefined,
    });
    const said = typeof change.done === 'function' ? change.done(answer) : change.done;
    if (typeof said === 'string') toast.success(said);
    else if (said) toast.success(said.title, { description: said.description });
    return answer;
  } catch (error) {
    change.onFailure?.(error as Error);
    toast.error(`${change.failed}: ${(error as Error).message}`);
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
