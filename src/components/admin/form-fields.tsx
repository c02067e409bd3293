'use client';

import type {
  FieldErrors,
  FieldValues,
  Path,
  UseFormReturn,
  UseFormSetError,
} from 'react-hook-form';

// What every admin form shares: field styles, the error under a field and the aria that ties them.

export const fieldClass =
  'block w-full rounded-md border border-border bg-background px-3 py-2 text-sm aria-[invalid=true]:border-red-500';
export const labelClass = 'mb-1.5 block text-sm font-medium';

/** The message of a field, nested paths ('faq.0.answer') included. */
export function messageAt(errors: FieldErrors, name: string): string | undefined {
  let node: unknown = errors;
  for (const key of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * Props for a field's input, the line of help under it (`hint`) and the paragraph that shows its
 * error, each tied to the input by aria-describedby; `describedBy`: the id of another text about
 * the field (a check shown beside it).
 */
export function fieldProps(
  prefix: string,
  errors: FieldErrors,
  name: string,
  more: { hint?: string; describedBy?: string } = {},
) {
  const id = `${prefix}-${name.replace(/\./g, '-')}`;
  const message = messageAt(errors, name);
  const describedBy = [
    more.hint ? `${id}-hint` : null,
    more.describedBy,
    message ? `${id}-error` : null,
  ].filter(Boolean);
  return {
    input: {
      id,
      'aria-invalid': Boolean(message),
      'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
    },
    hint: more.hint ? (
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
        {more.hint}
      </p>
    ) : null,
    error: message ? (
      <p id={`${id}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
        {message}
      </p>
    ) : null,
  };
}

/** Puts the server's field errors under their fields; what was typed stays in the form. */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
) {
  const body = (error as { body?: { fieldErrors?: Record<string, string[]> } }).body;
  for (const [name, messages] of Object.entries(body?.fieldErrors ?? {})) {
    if (messages[0]) setError(name as Path<T>, { message: messages[0] });
  }
}

export type TextFieldProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** The form's id prefix, so two forms on a page never share an id. */
  prefix: string;
  name: Path<T>;
  label: string;
  multiline?: boolean;
  type?: 'text' | 'email' | 'password' | 'number';
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
  /** A line of help under the input. */
  hint?: string;
  /** The id of another text about the field, read with it. */
  describedBy?: string;
};

/** A labelled text input (or textarea) bound to the form, with its error under it. */
export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { form, prefix, name, label, multiline, hint, describedBy } = props;
  const f = fieldProps(prefix, form.formState.errors, name, { hint, describedBy });
  return (
    <div>
      <label htmlFor={f.input.id} className={labelClass}>
        {label}
      </label>
      {multiline ? (
        <textarea {...f.input} {...form.register(name)} rows={4} className={fieldClass} />
      ) : (
        <input
          {...f.input}
          {...form.register(name)}
          type={props.type}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          className={fieldClass}
        />
      )}
      {f.hint}
      {f.error}
    </div>
  );
}
