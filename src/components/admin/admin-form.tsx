'use client';

import { useEffect, useState, type FormEvent } from 'react';
import {
  useWatch,
  type FieldValues,
  type Path,
  type PathValue,
  type SubmitHandler,
  type UseFormHandleSubmit,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';

import { toast } from '@/components/ui/toast';

import { showServerErrors } from './form-fields';
import { sendAdminChange } from './use-admin-mutation';

/**
 * Keeps the form's slug made from its name until the admin edits the slug (or, when editing a
 * saved record, from the start: its URL must not change by accident). Returns the slug's onChange.
 */
export function useSlugFromName<T extends FieldValues>(
  form: UseFormReturn<T>,
  editing: boolean,
  toSlug: (name: string) => string,
  fields: { name: Path<T>; slug: Path<T> } = { name: 'name' as Path<T>, slug: 'slug' as Path<T> },
): () => void {
  const [edited, setEdited] = useState(editing);
  const name = useWatch({ control: form.control, name: fields.name }) as string | undefined;
  const { setValue, formState } = form;
  useEffect(() => {
    if (!edited)
      setValue(fields.slug, toSlug(name ?? '') as PathValue<T, Path<T>>, {
        shouldValidate: formState.isSubmitted,
      });
  }, [name, edited, setValue, formState.isSubmitted, toSlug, fields.slug]);
  return () => setEdited(true);
}

/**
 * Sends a form to the admin API. Saved: a toast and `onDone`. Refused: the server's errors under
 * their fields and a toast, and what was typed stays in the form.
 */
export async function submitToAdminApi<T extends FieldValues>(options: {
  url: string;
  method: 'POST' | 'PUT' | 'PATCH';
  /** What is sent: the form's values as its schema gave them. */
  values: FieldValues;
  setError: UseFormSetError<T>;
  saved: string;
  failed: string;
  /** Told of the server's answer (a new record's id). */
  onDone: (answer: unknown) => void;
}): Promise<void> {
  const answer = await sendAdminChange({
    url: options.url,
    method: options.method,
    body: options.values,
    done: { title: 'Success', description: options.saved },
    failed: options.failed,
    onFailure: (error) => showServerErrors(error, options.setError),
  });
  if (answer !== null) options.onDone(answer);
}

/** A form's onSubmit: `save` with the checked values, or a toast when a field is wrong. */
export function submitWhenValid<T extends FieldValues, R>(
  handleSubmit: UseFormHandleSubmit<T, R>,
  save: SubmitHandler<R>,
): (event: FormEvent<HTMLFormElement>) => void {
  return (event) =>
    void handleSubmit(save, () => toast.error('Please correct the highlighted fields.'))(event);
}
