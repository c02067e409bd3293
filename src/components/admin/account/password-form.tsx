'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { changePasswordSchema } from '@/lib/validation/team';

import { submitToAdminApi } from '../admin-form';
import { TextField } from '../form-fields';
import { AccountSection } from './account-section';

type Values = z.input<typeof changePasswordSchema>;

/** A new password; the user's other sessions end. */
export function PasswordForm() {
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const submit = (values: Values) =>
    submitToAdminApi({
      url: '/api/admin/account/password',
      method: 'PUT',
      values,
      setError: form.setError,
      saved: 'Your password has been changed. Your other sessions have been signed out.',
      failed: 'Failed to change your password',
      onDone: () => form.reset(),
    });
  return (
    <AccountSection id="password" title="Password">
      <form
        onSubmit={(e) => void form.handleSubmit(submit)(e)}
        noValidate
        className="mt-4 space-y-4"
      >
        <TextField
          form={form}
          prefix="password"
          name="currentPassword"
          label="Current Password"
          type="password"
          autoComplete="current-password"
        />
        <TextField
          form={form}
          prefix="password"
          name="newPassword"
          label="New Password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Change Password
        </Button>
      </form>
    </AccountSection>
  );
}
