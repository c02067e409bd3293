'use client';

import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';

import { submitToAdminApi } from '../admin-form';
import { TextField } from '../form-fields';
import { AccountSection } from './account-section';

/** The name shown in the admin, the audit log and the post revisions. */
export function ProfileForm({ name }: { name: string }) {
  const router = useRouter();
  const form = useForm<{ name: string }>({ defaultValues: { name } });
  const submit = (values: { name: string }) =>
    submitToAdminApi({
      url: '/api/admin/account',
      method: 'PATCH',
      values,
      setError: form.setError,
      saved: 'Your name has been saved.',
      failed: 'Failed to save your name',
      onDone: () => router.refresh(),
    });
  return (
    <AccountSection id="profile" title="Profile">
      <form
        onSubmit={(e) => void form.handleSubmit(submit)(e)}
        noValidate
        className="mt-4 space-y-4"
      >
        <TextField form={form} prefix="profile" name="name" label="Your Name" />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Save Name
        </Button>
      </form>
    </AccountSection>
  );
}
