import 'server-only';

// Whether an admin's write has expired cached content since IndexNow last compared the sitemap:
// set by expireTags, taken by the IndexNow worker.

const state = { changed: true };

export const noteContentChanged = () => {
  state.changed = true;
};

/** True once after each change (and at start). */
export function takeContentChange(): boolean {
  const changed = state.changed;
  state.changed = false;
  return changed;
}
