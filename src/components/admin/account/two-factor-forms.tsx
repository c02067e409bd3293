'use client';

import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

import { adminFetch } from '../admin-fetch';
import { showServerErrors, TextField } from '../form-fields';

/** The first code from the app, which turns two-factor sign-in on. */
export function CodeForm({ onDone }: { onDone: (recoveryCodes: string[]) => void }) {
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const submit = async (values: { code: string }) => {
    try {
      const body = await adminFetch<{ recoveryCodes: string[] }>('/api/admin/account/two-factor', {
        method: 'PUT',
        body: JSON.stringify(values),
      });
      onDone(body.recoveryCodes);
    } catch (error) {
      showServerErrors(error, form.setError);
      toast.error(`Failed to turn on two-factor sign-in: ${(error as Error).message}`);
    }
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
    try {
      props.onDone(
        await adminFetch(props.url, { method: props.method, body: JSON.stringify(values) }),
      );
      form.reset();
    } catch (error) {
      showServerErrors(error, form.setError);
      toast.error(`${props.action} failed: ${(error as Error).message}`);
    }
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
