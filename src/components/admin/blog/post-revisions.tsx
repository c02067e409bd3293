'use client';

import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { formatTableDateTime } from '@/lib/dates';
import type { BlogPostInput } from '@/lib/validation/blog-post';
import type { Revision, RevisionSummary } from '@/server/queries/post-revisions';

import { readAdminApi, sendAdminChange } from '../use-admin-mutation';
import { RevisionDiff } from './revision-diff';

// The post's revisions, newest first: compare one with the text in the form, or restore it as a
// new save.

export type PostRevisionsProps = {
  postId: string;
  /** The post's version the form holds; the list reloads when it changes. */
  version: number;
  /** The version a refused save found: the list reloads to show that save. */
  savedElsewhere: number | null;
  /** Unsaved changes in the form: a restore would replace them, so it waits. */
  dirty: boolean;
  current: () => BlogPostInput;
  onRestored: () => void;
};

export function PostRevisions({
  postId,
  version,
  savedElsewhere,
  dirty,
  current,
  onRestored,
}: PostRevisionsProps) {
  const [revisions, setRevisions] = useState<RevisionSummary[] | null>(null);
  const [compared, setCompared] = useState<Revision | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void readAdminApi<{ revisions: RevisionSummary[] }>(
      `/api/admin/posts/${postId}/revisions`,
      'Failed to load revisions',
    ).then((answer) => {
      if (current && answer) setRevisions(answer.revisions);
    });
    return () => {
      current = false;
    };
  }, [postId, version, savedElsewhere]);

  const compare = async (id: string) => {
    const answer = await readAdminApi<{ revision: Revision }>(
      `/api/admin/posts/${postId}/revisions/${id}`,
      'Failed to load the revision',
    );
    if (answer) setCompared(answer.revision);
  };

  const restore = async (revision: RevisionSummary) => {
    setBusy(true);
    const answer = await sendAdminChange<{ version: number }>({
      url: `/api/admin/posts/${postId}/revisions/${revision.id}`,
      method: 'POST',
      body: { version },
      done: (restored) => ({
        title: 'Success',
        description: `Version ${revision.version} restored as version ${restored.version}.`,
      }),
      failed: 'Failed to restore the revision',
    });
    setBusy(false);
    if (!answer) return;
    setCompared(null);
    onRestored();
  };

  return (
    <section aria-labelledby="post-revisions-heading" className="space-y-3">
      <h3 id="post-revisions-heading" className="text-lg font-semibold">
        Revisions
      </h3>
      {dirty ? (
        <p className="text-sm text-muted-foreground">
          Save or discard your changes before restoring a revision.
        </p>
      ) : null}
      {revisions === null ? (
        <p className="text-sm text-muted-foreground">Loading revisions…</p>
      ) : revisions.length === 0 ? (
        <p className="text-sm text-muted-foreground">No revisions yet.</p>
      ) : (
        <ol className="max-h-72 space-y-2 overflow-auto">
          {revisions.map((revision) => (
            <li
              key={revision.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2 text-sm"
            >
              <span>
                Version {revision.version}
                {revision.version === version ? ' (current)' : ''} · {revision.savedBy} ·{' '}
                {formatTableDateTime(revision.savedAt)} IST
              </span>
              <span className="flex gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Compare version ${revision.version}`}
                  onClick={() => void compare(revision.id)}
                >
                  Compare
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Restore version ${revision.version}`}
                  disabled={dirty || busy || revision.version === version}
                  onClick={() => void restore(revision)}
                >
                  Restore
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {compared ? (
        <div
          role="region"
          aria-label={`Version ${compared.version} compared with the form`}
          className="rounded-md border border-border p-3"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <h4 className="font-medium">Version {compared.version} and the text in the form</h4>
            <Button type="button" variant="ghost" size="sm" onClick={() => setCompared(null)}>
              Close
            </Button>
          </div>
          <RevisionDiff
            before={compared.fields}
            after={current()}
            beforeLabel={`Version ${compared.version}`}
            afterLabel="Form"
          />
        </div>
      ) : null}
    </section>
  );
}
