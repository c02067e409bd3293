'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { changePasswordSchema } from '@/lib/validation/team';

import { submitToAdminApi } from '../admin-form';
import { fieldClass, fieldProps, labelClass } from '../form-fields';
import { AccountSection } from './account-section';

type Values = z.input<typeof changePasswordSchema>;

/** A new password; the user's other sessions end. */
export function PasswordForm() {
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const current = fieldProps('password', form.formState.errors, 'currentPassword');
  const next = fieldProps('password', form.formState.errors, 'newPassword');
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
        <div>
          <label htmlFor={current.input.id} className={labelClass}>
            Current Password
          </label>
          <input
            {...current.input}
            {...form.register('currentPassword')}
            type="password"
            autoComplete="current-password"
            className={fieldClass}
          />
          {current.error}
        </div>
        <div>
          <label htmlFor={next.input.id} className={labelClass}>
            New Password
          </label>
          <input
            {...next.input}
            {...form.register('newPassword')}
            type="password"
            autoComplete="new-password"
            className={fieldClass}
          />
          {next.error}
        </div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Change Password
        </Button>
      </form>
    </AccountSection>
  );
}
