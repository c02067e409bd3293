'use client';

/**
 * Calls the admin API; resolves with the JSON body, or throws with the server's error text.
 * Screens change records through `useAdminMutation` / `sendAdminChange` and open them through
 * `readAdminApi`, which say how it went. Called directly only by the list and trash parts, which
 * gather many requests into one toast, and by background work that shows its state in place
 * (the draft copy, the preview, the enquiry timeline, a crawl's progress).
 */
export async function adminFetch<T = unknown>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: init.body ? { 'Content-Type': 'application/json', ...init.headers } : init.headers,
  });
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) {
    const error = new Error(body.error ?? `Request failed (${response.status})`) as Error & {
      body?: unknown;
    };
    error.body = body;
    throw error;
  }
  return body as T;
}
