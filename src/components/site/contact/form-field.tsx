import type { ReactNode } from 'react';

export const inputClass =
  'block w-full rounded-md border border-border bg-background px-3 py-2.5 text-sm shadow-sm focus-visible:border-ring aria-[invalid=true]:border-red-500';

type ControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

export type FormFieldProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: (props: ControlProps) => ReactNode;
};

/** A label, the control and its error message, tied together for screen readers. */
export function FormField({ id, label, required, error, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
        'aria-required': required,
      })}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
