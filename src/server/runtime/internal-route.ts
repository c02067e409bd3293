import 'server-only';

import { randomBytes, timingSafeEqual } from 'node:crypto';

import { ownOrigin } from './own-origin';

// Background work that must do what only a request may (revalidateTag: the publish timer, the
// city page ratings) asks this process's own route under /api/internal/, with a token made on the
// first such call and kept in memory only. The routes are bundled apart from the work that calls
// them, so the token lives on globalThis; a process that never called has none, and its internal
// routes answer 404 to everyone.

const key = Symbol.for('site.internal-route');
const holder = globalThis as typeof globalThis & { [key]?: string };

/** POSTs to this process's internal route at `path`; throws unless it answers 2xx. */
export async function postToOwnRoute(path: string): Promise<void> {
  const token = (holder[key] ??= randomBytes(32).toString('hex'));
  const response = await fetch(`${ownOrigin()}${path}`, {
    method: 'POST',
    headers: { 'x-internal-token': token },
  });
  if (!response.ok) throw new Error(`the internal route answered ${response.status}`);
}

/** Whether a request to an internal route comes from this process (it carries the token). */
export function fromThisProcess(request: Request): boolean {
  const expected = holder[key];
  const given = request.headers.get('x-internal-token') ?? '';
  return (
    !!expected &&
    given.length === expected.length &&
    timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}
