'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import { submitToAdminApi, submitWhenValid } from './admin-form';
import { SaveBar } from './editor/save-bar';

export type SettingsSave<Out> = {
  url: string;
  method?: 'PUT' | 'POST';
  /** The toast once saved; a function when it tells what was saved. */
  saved: string | ((data: Out) => string);
  failed: string;
  /** After a save. Without it, what was saved becomes the form's start and the screen reads its data again. */
  onDone?: (answer: unknown) => void;
};

/**
 * An admin form that saves one thing as a whole (the business details, a policy, a schedule, a
 * quote): checked in the browser with the form's schema, sent to the admin API, the server's
 * errors under their fields, and the save bar at its foot. `label`: its name, or `labelledBy`: the
 * id of the heading that names it.
 */
export function SettingsForm<In extends FieldValues, Out extends FieldValues>(props: {
  form: UseFormReturn<In, unknown, Out>;
  save: SettingsSave<Out>;
  saveLabel: string;
  label?: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  const { form, save } = props;
  const router = useRouter();
  const send = (data: Out) =>
    submitToAdminApi<In>({
      url: save.url,
      method: save.method ?? 'PUT',
      values: data,
      setError: form.setError,
      saved: typeof save.saved === 'function' ? save.saved(data) : save.saved,
      failed: save.failed,
      onDone:
        save.onDone ??
        (() => {
          form.reset(form.getValues());
          router.refresh();
        }),
    });
  return (
    <form
      onSubmit={submitWhenValid(form.handleSubmit, send)}
      noValidate
      aria-label={props.label}
      aria-labelledby={props.labelledBy}
      className={props.className ?? 'mt-8 space-y-8 rounded-lg border border-border bg-card p-6'}
    >
      {props.children}
      <SaveBar form={form} label={props.saveLabel} />
    </form>
  );
}
