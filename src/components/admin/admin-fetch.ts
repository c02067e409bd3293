'use client';

/** Calls the admin API; resolves with the JSON body, or throws with the server's error text. */
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
