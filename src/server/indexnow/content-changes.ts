import 'server-only';

// Whether an admin's write has expired cached content since IndexNow last compared the sitemap:
// set by expireTags in a route handler, taken by the worker that instrumentation started. The two
// run from different bundles of the same process, so the flag lives on globalThis.

const key = Symbol.for('site.indexnow-content-changed');
const flags = globalThis as unknown as Record<symbol, boolean | undefined>;

export const noteContentChanged = () => {
  flags[key] = true;
};

/** True once after each change (and at start). */
export function takeContentChange(): boolean {
  const changed = flags[key] ?? true;
  flags[key] = false;
  return changed;
}
