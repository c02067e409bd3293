'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import {
  emptyRedirect,
  redirectSchema,
  type RedirectData,
  type RedirectInput,
} from '@/lib/validation/redirect';

import { submitToAdminApi, submitWhenValid } from '../admin-form';
import { SaveBar } from '../editor/save-bar';
import { fieldClass, fieldProps, labelClass, TextField } from '../form-fields';

export type RedirectFormProps = {
  /** The rule to edit, or null for a new one (with `initial` filled in, e.g. from the 404 log). */
  id: string | null;
  initial: RedirectInput | null;
  onDone: () => void;
  onCancel: () => void;
};

const PREFIX = 'redirect';

export function RedirectForm({ id, initial, onDone, onCancel }: RedirectFormProps) {
  const form = useForm<RedirectInput, unknown, RedirectData>({
    resolver: zodResolver(redirectSchema),
    defaultValues: initial ?? emptyRedirect,
  });
  const { register, handleSubmit, formState, setError } = form;
  const type = fieldProps(PREFIX, formState.errors, 'type');

  const save = (values: RedirectData) =>
    submitToAdminApi({
      url: id ? `/api/admin/redirects/${id}` : '/api/admin/redirects',
      method: id ? 'PUT' : 'POST',
      values,
      setError,
      saved: `Redirect ${id ? 'updated' : 'added'}.`,
      failed: 'Failed to save the redirect',
      onDone,
    });

  return (
    <form
      onSubmit={submitWhenValid(handleSubmit, save)}
      noValidate
      aria-label={id ? 'Edit redirect' : 'New redirect'}
      className="mt-8 space-y-5 rounded-lg border border-border bg-card p-6"
    >
      <div className="grid gap-5 md:grid-cols-2">
        <TextField form={form} prefix={PREFIX} name="source" label="Source path *" />
        <TextField form={form} prefix={PREFIX} name="target" label="Target (path or URL)" />
        <div>
          <label htmlFor={type.input.id} className={labelClass}>
            Type
          </label>
          <select
            {...type.input}
            {...register('type', { valueAsNumber: true })}
            className={fieldClass}
          >
            <option value={301}>301 Moved Permanently</option>
            <option value={302}>302 Found (temporary)</option>
            <option value={410}>410 Gone (no target)</option>
          </select>
          {type.error}
        </div>
        <TextField form={form} prefix={PREFIX} name="note" label="Note" />
      </div>
      <p className="text-sm text-muted-foreground">
        A source ending in * takes every path that starts with it; a target ending in * receives the
        rest of the path (/old-blog/* to /blog/*). A target that is itself redirected is stored as
        its final target, so every redirect is one hop.
      </p>
      <SaveBar form={form} label={id ? 'Update Redirect' : 'Add Redirect'} onCancel={onCancel} />
    </form>
  );
}
