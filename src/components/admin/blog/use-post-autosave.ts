'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';

import { formatTableTime } from '@/lib/dates';
import type { BlogPostInput } from '@/lib/validation/blog-post';
import { postDraftFieldsSchema } from '@/lib/validation/post-draft';

import { adminFetch } from '../admin-fetch';
import { useUnsavedChanges } from '../editor/use-unsaved-changes';

// Autosave: a few seconds after the writer stops typing, and when a field loses focus, the form is
// saved as a draft copy on the server (nothing is published). Leaving with unsaved changes asks
// first (use-unsaved-changes.ts).

const IDLE_MS = 3000;
export const LEAVE_QUESTION = 'You have unsaved changes to this post. Leave this page?';

export type Autosave = {
  /** What the writer sees: when the draft copy was last saved, or why it was not. */
  status: string;
  /** Saves the draft copy now, if anything changed since the last one. */
  flush: () => Promise<void>;
  /** Stops autosaving (the post is being saved) until `resume`, once any save under way ends. */
  pause: () => Promise<void>;
  resume: () => void;
};

export function usePostAutosave(
  form: UseFormReturn<BlogPostInput>,
  draftKey: string,
  baseVersion: number | null,
): Autosave {
  const [status, setStatus] = useState('');
  const timer = useRef<number | undefined>(undefined);
  const changed = useRef(false);
  const paused = useRef(false);
  const inFlight = useRef<Promise<void>>(Promise.resolve());
  const base = useRef(baseVersion);
  // Read while rendering, so react-hook-form keeps it up to date.
  const isDirty = form.formState.isDirty;
  const dirty = useRef(isDirty);
  useEffect(() => {
    base.current = baseVersion;
    dirty.current = isDirty;
  }, [baseVersion, isDirty]);

  const save = useCallback(() => {
    window.clearTimeout(timer.current);
    if (!changed.current || paused.current) return inFlight.current;
    const parsed = postDraftFieldsSchema.safeParse(form.getValues());
    if (!parsed.success) {
      setStatus('The draft copy could not be saved: a field is far too long.');
      return inFlight.current;
    }
    changed.current = false;
    const fields = parsed.data;
    inFlight.current = inFlight.current.then(async () => {
      try {
        const { savedAt } = await adminFetch<{ savedAt: string }>(
          `/api/admin/post-drafts/${draftKey}`,
          { method: 'PUT', body: JSON.stringify({ fields, base_version: base.current }) },
        );
        setStatus(`Draft copy saved at ${formatTableTime(savedAt)}`);
      } catch (error) {
        changed.current = true;
        setStatus(`The draft copy could not be saved: ${(error as Error).message}`);
      }
    });
    return inFlight.current;
  }, [form, draftKey]);

  useEffect(() => {
    // A field's change names the field; a reset (a post or a draft copy loaded) does not.
    const subscription = form.watch((_values, { name }) => {
      if (!name) return;
      changed.current = true;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void save(), IDLE_MS);
    });
    return () => {
      subscription.unsubscribe();
      window.clearTimeout(timer.current);
    };
  }, [form, save]);

  // Leaving with unsaved changes asks first; a reload or a closed tab also saves the draft copy.
  const [saving, setSaving] = useState(false);
  useUnsavedChanges(isDirty && !saving, LEAVE_QUESTION);
  useEffect(() => {
    const beforeUnload = () => {
      if (dirty.current && !paused.current) void save();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [save]);

  const pause = useCallback(async () => {
    window.clearTimeout(timer.current);
    paused.current = true;
    setSaving(true);
    await inFlight.current;
  }, []);
  const resume = useCallback(() => {
    paused.current = false;
    setSaving(false);
  }, []);

  return { status, flush: save, pause, resume };
}
