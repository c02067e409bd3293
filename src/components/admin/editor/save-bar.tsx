'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import { Button } from '@/components/ui/button';

import { useUnsavedChanges } from './use-unsaved-changes';

/**
 * The foot of an editor, kept in view while the form scrolls: whether anything is unsaved, the
 * save button (Ctrl+S or Cmd+S presses it), Cancel when given, and the editor's other actions.
 * Leaving with unsaved changes asks first (use-unsaved-changes.ts).
 */
export function SaveBar<T extends FieldValues, Out extends FieldValues = T>(props: {
  form: UseFormReturn<T, unknown, Out>;
  label: string;
  onCancel?: () => void;
  /** Something else must finish first, such as an image upload. */
  busy?: boolean;
  children?: ReactNode;
}) {
  const { isDirty, isSubmitting } = props.form.formState;
  useUnsavedChanges(isDirty && !isSubmitting);
  const save = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const shortcut = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      // With two editors on a screen (the settings), the one being typed in saves; with the focus
      // in neither, each that has changes.
      const form = save.current?.form;
      const focused = document.activeElement?.closest('form');
      if (focused ? focused === form : isDirty) form?.requestSubmit();
    };
    window.addEventListener('keydown', shortcut);
    return () => window.removeEventListener('keydown', shortcut);
  }, [isDirty]);

  return (
    <div className="sticky bottom-0 z-10 col-span-full -mx-6 -mb-6 flex flex-wrap items-center justify-between gap-3 rounded-b-lg border-t border-border bg-card px-6 py-3">
      <div className="flex flex-wrap items-center gap-2">{props.children}</div>
      <div className="ml-auto flex flex-wrap items-center gap-3">
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {isDirty ? 'Unsaved changes' : 'No unsaved changes'}
        </span>
        {props.onCancel ? (
          <Button type="button" variant="outline" onClick={props.onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button
          ref={save}
          type="submit"
          disabled={isSubmitting || props.busy}
          aria-keyshortcuts="Control+S Meta+S"
        >
          {isSubmitting ? 'Saving...' : props.label}
        </Button>
      </div>
    </div>
  );
}
