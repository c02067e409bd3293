'use client';

import { toast } from '@/components/ui/toast';

import { adminFetch } from '../admin-fetch';

export type RowRequest = { url: string; method: 'PUT' | 'PATCH' | 'DELETE'; body?: object };

/**
 * Sends one request per selected row, one after another, and keeps each row's answer. The rows
 * refused are named in one toast that begins with `failed` and gives the server's reasons.
 */
export async function sendToEach<T, A = unknown>(
  rows: T[],
  requestOf: (row: T) => RowRequest,
  nameOf: (row: T) => string,
  failed: string,
): Promise<Array<{ row: T; answer: A }>> {
  const done: Array<{ row: T; answer: A }> = [];
  const refused: string[] = [];
  const reasons = new Set<string>();
  for (const row of rows) {
    const { url, method, body } = requestOf(row);
    try {
      const answer = await adminFetch<A>(url, {
        method,
        body: body ? JSON.stringify(body) : undefined,
      });
      done.push({ row, answer });
    } catch (error) {
      refused.push(nameOf(row));
      reasons.add((error as Error).message);
    }
  }
  if (refused.length > 0)
    toast.error(`${failed} ${refused.join(', ')}`, { description: [...reasons].join(' ') });
  return done;
}
