'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { accountPolicySchema, type AccountPolicy } from '@/lib/validation/team';

import { submitToAdminApi } from '../admin-form';
import { fieldClass, fieldProps, labelClass } from '../form-fields';

type Values = z.input<typeof accountPolicySchema>;

/**
 * The owner's settings: two-factor sign-in for everyone, whether Sales may delete enquiries, and how
 * long the audit log is kept.
 */
export function AccountPolicyForm(props: { values: AccountPolicy; ownerHasTwoFactor: boolean }) {
  const router = useRouter();
  const form = useForm<Values, unknown, AccountPolicy>({
    resolver: zodResolver(accountPolicySchema),
    defaultValues: props.values,
  });
  const require = fieldProps('team', form.formState.errors, 'requireTwoFactor');
  const days = fieldProps('team', form.formState.errors, 'auditRetentionDays');
  const salesDelete = fieldProps('team', form.formState.errors, 'salesMayDeleteEnquiries');

  const submit = (values: AccountPolicy) =>
    submitToAdminApi({
      url: '/api/admin/account-policy',
      method: 'PUT',
      values,
      setError: form.setError,
      saved: 'The account policy is saved.',
      failed: 'Failed to save the account policy',
      onDone: () => router.refresh(),
    });

  return (
    <section
      aria-labelledby="account-policy-heading"
      className="mt-10 rounded-lg border border-border bg-card p-6"
    >
      <h2 id="account-policy-heading" className="text-xl font-semibold">
        Account Policy
      </h2>
      <form
        onSubmit={(e) => void form.handleSubmit(submit)(e)}
        noValidate
        className="mt-4 space-y-4"
      >
        <div>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input {...require.input} {...form.register('requireTwoFactor')} type="checkbox" />
            Require two-factor sign-in for every user
          </label>
          <p className="mt-1 text-xs text-muted-foreground">
            {props.ownerHasTwoFactor
              ? 'Users without it are signed out and set it up at their next sign-in.'
              : 'Turn on two-factor sign-in for your own account first (Account page).'}
          </p>
          {require.error}
        </div>
        <div>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              {...salesDelete.input}
              {...form.register('salesMayDeleteEnquiries')}
              type="checkbox"
            />
            Sales may delete enquiries
          </label>
          <p className="mt-1 text-xs text-muted-foreground">
            A deleted enquiry stays in the trash for 30 days; the owner and admins can always
            delete.
          </p>
          {salesDelete.error}
        </div>
        <div className="max-w-xs">
          <label htmlFor={days.input.id} className={labelClass}>
            Keep the audit log (days)
          </label>
          <input
            {...days.input}
            {...form.register('auditRetentionDays')}
            type="number"
            min={30}
            max={3650}
            className={fieldClass}
          />
          {days.error}
        </div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : 'Save Account Policy'}
        </Button>
      </form>
    </section>
  );
}
