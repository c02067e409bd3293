'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { acceptLinkSchema } from '@/lib/validation/team';

import { showServerErrors, TextField } from '../form-fields';
import { sendAdminChange } from '../use-admin-mutation';

type Values = z.input<typeof acceptLinkSchema>;

/** The invitee's name and password (or a new password after a reset). */
export function AcceptLinkForm({ token, name }: { token: string; name: string }) {
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(acceptLinkSchema),
    defaultValues: { token, name, password: '' },
  });

  const submit = async (values: Values) => {
    const answer = await sendAdminChange<{ email: string; signedIn: boolean }>({
      url: '/api/admin/invite',
      method: 'POST',
      body: values,
      done: 'Your password is set',
      failed: 'Could not set the password',
      onFailure: (error) => showServerErrors(error, form.setError),
    });
    if (!answer) return;
    // A new member is signed in already: on to the admin's first screen.
    if (answer.signedIn) window.location.assign('/admin');
    else setDone(answer.email);
  };

  if (done)
    return (
      <div role="status" className="mt-6">
        <p>Your account is ready. Sign in with {done} and your new password.</p>
        <Link href="/admin" className="mt-4 inline-block font-medium text-primary hover:underline">
          Go to the admin sign-in
        </Link>
      </div>
    );
  return (
    <form onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate className="mt-6 space-y-4">
      <TextField form={form} prefix="accept" name="name" label="Your Name" />
      <TextField
        form={form}
        prefix="accept"
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 12 characters; a common password is refused."
      />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Saving...' : 'Set Password'}
      </Button>
    </form>
  );
}
