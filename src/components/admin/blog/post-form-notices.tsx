'use client';

import { Button } from '@/components/ui/button';
import { formatTableDateTime } from '@/lib/dates';

// The two notices above the post form: a newer draft copy to take back, and a save refused
// because someone else saved the post first.

export type Conflict = { message: string; version: number };

const notice = 'space-y-3 rounded-md border p-4 text-sm';

export function DraftCopyOffer({
  savedAt,
  onRestore,
  onDiscard,
}: {
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <div
      role="region"
      aria-label="Unsaved draft copy"
      className={`${notice} border-blue-300 bg-blue-50 dark:border-blue-500/40 dark:bg-blue-500/10`}
    >
      <p>
        A draft copy from {formatTableDateTime(savedAt)} IST has changes that were never saved to
        this post.
      </p>
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={onRestore}>
          Restore Draft Copy
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
          Discard Draft Copy
        </Button>
      </div>
    </div>
  );
}

export function SaveConflict({
  conflict,
  onSaveMine,
  onLoadTheirs,
}: {
  conflict: Conflict;
  onSaveMine: () => void;
  onLoadTheirs: () => void;
}) {
  return (
    <div
      role="alert"
      className={`${notice} border-amber-400 bg-amber-50 dark:border-amber-500/40 dark:bg-amber-500/10`}
    >
      <p className="font-semibold">This post was saved elsewhere while you were editing.</p>
      <p>{conflict.message}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onSaveMine}>
          Save Mine Over Theirs
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onLoadTheirs}>
          Load Theirs
        </Button>
      </div>
    </div>
  );
}
