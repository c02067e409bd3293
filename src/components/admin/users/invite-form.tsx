'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type Role } from '@/lib/admin/roles';
import { inviteSchema } from '@/lib/validation/team';

import { fieldClass, fieldProps, labelClass, showServerErrors } from '../form-fields';
import { LinkNotice, type IssuedLink } from './link-notice';
import { useAdminMutation } from '../use-admin-mutation';

type Values = z.input<typeof inviteSchema>;

/** Invites by e-mail: the one-time link is shown here, and mailed when mail is set up. */
export function InviteForm({ roles }: { roles: Role[] }) {
  const mutate = useAdminMutation();
  const [issued, setIssued] = useState<IssuedLink | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', role: roles.includes('editor') ? 'editor' : roles[0] },
  });
  const email = fieldProps('invite', form.formState.errors, 'email');
  const role = fieldProps('invite', form.formState.errors, 'role');

  const submit = async (values: Values) => {
    const answer = await mutate<IssuedLink>({
      url: '/api/admin/users',
      method: 'POST',
      body: values,
      done: 'Invite created',
      failed: 'Failed to invite',
      onFailure: (error) => showServerErrors(error, form.setError),
    });
    if (!answer) return;
    setIssued({ ...answer, email: values.email.trim().toLowerCase(), kind: 'invite' });
    form.reset({ email: '', role: values.role });
  };

  return (
    <section
      aria-labelledby="invite-heading"
      className="mt-8 rounded-lg border border-border bg-card p-6"
    >
      <h2 id="invite-heading" className="text-xl font-semibold">
        Invite a User
      </h2>
      <form
        onSubmit={(e) => void form.handleSubmit(submit)(e)}
        noValidate
        className="mt-4 flex flex-wrap items-start gap-3"
      >
        <div className="min-w-64 flex-1">
          <label htmlFor={email.input.id} className={labelClass}>
            E-mail address
          </label>
          <input {...email.input} {...form.register('email')} type="email" className={fieldClass} />
          {email.error}
        </div>
        <div className="min-w-48">
          <label htmlFor={role.input.id} className={labelClass}>
            Role
          </label>
          <select {...role.input} {...form.register('role')} className={fieldClass}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}: {ROLE_DESCRIPTIONS[r]}
              </option>
            ))}
          </select>
          {role.error}
        </div>
        <Button type="submit" className="mt-6" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Inviting...' : 'Send Invite'}
        </Button>
      </form>
      {issued ? <LinkNotice issued={issued} /> : null}
    </section>
  );
}
