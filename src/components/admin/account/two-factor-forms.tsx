'use client';

import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';

import { showServerErrors, TextField } from '../form-fields';
import { sendAdminChange } from '../use-admin-mutation';

/** The first code from the app, which turns two-factor sign-in on. */
export function CodeForm({ onDone }: { onDone: (recoveryCodes: string[]) => void }) {
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const submit = async (values: { code: string }) => {
    const answer = await sendAdminChange<{ recoveryCodes: string[] }>({
      url: '/api/admin/account/two-factor',
      method: 'PUT',
      body: values,
      failed: 'Failed to turn on two-factor sign-in',
      onFailure: (error) => showServerErrors(error, form.setError),
    });
    if (answer) onDone(answer.recoveryCodes);
  };
  return (
    <form onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate className="mt-4 max-w-xs">
      <TextField
        form={form}
        prefix="totp"
        name="code"
        label="Code from the App"
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <Button type="submit" className="mt-3" disabled={form.formState.isSubmitting}>
        Turn On
      </Button>
    </form>
  );
}

/** An action on two-factor sign-in that asks for the password first. */
export function PasswordConfirm(props: {
  id: string;
  action: string;
  method: 'POST' | 'DELETE';
  url: string;
  onDone: (body: { recoveryCodes?: string[] }) => void;
}) {
  const form = useForm<{ currentPassword: string }>({ defaultValues: { currentPassword: '' } });
  const submit = async (values: { currentPassword: string }) => {
    const answer = await sendAdminChange<{ recoveryCodes?: string[] }>({
      url: props.url,
      method: props.method,
      body: values,
      failed: `${props.action} failed`,
      onFailure: (error) => showServerErrors(error, form.setError),
    });
    if (answer === null) return;
    props.onDone(answer ?? {});
    form.reset();
  };
  return (
    <form onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate>
      <TextField
        form={form}
        prefix={props.id}
        name="currentPassword"
        label="Your Password"
        type="password"
        autoComplete="current-password"
      />
      <Button
        type="submit"
        variant="outline"
        className="mt-3"
        disabled={form.formState.isSubmitting}
      >
        {props.action}
      </Button>
    </form>
  );
}
