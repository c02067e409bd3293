import 'server-only';

import type { UpdateOutcome } from '../../queries/post-writes';
import { json } from '../admin-gate';

// The answers a save of a post can get, shared by the editor's save and a revision's restore.

export const conflictMessage = (version: number) =>
  `Someone saved this post in another tab or browser while you were editing it (it is now at version ${version}). Your changes are still here and in the draft copy; their save is in the revisions. Save yours over it, or load theirs.`;

export const slugTaken = () =>
  json(409, {
    error: 'That slug is already used by another post.',
    fieldErrors: { slug: ['That slug is already used by another post.'] },
  });

export const unknownAuthor = () =>
  json(400, {
    error: 'Choose an author from the list.',
    fieldErrors: { author_id: ['Choose an author from the list.'] },
  });

export const postNotFound = () => json(404, { error: 'Blog post not found' });

/** 200 with the new version, 404, or 409 naming the version saved meanwhile. */
export function outcomeResponse(id: string, outcome: UpdateOutcome): Response {
  if (outcome.kind === 'missing') return postNotFound();
  if (outcome.kind === 'conflict')
    return json(409, {
      error: conflictMessage(outcome.currentVersion),
      conflict: { version: outcome.currentVersion },
    });
  return json(200, { id, version: outcome.version });
}
