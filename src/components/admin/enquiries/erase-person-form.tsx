'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { eraseRequestSchema, type EraseRequestInput } from '@/lib/validation/enquiry';
import { countOf } from '@/lib/utils';
import type { PersonalData } from '@/server/queries/privacy-erase';

import { ConfirmDelete } from '../confirm-delete';
import { fieldClass, fieldProps, labelClass, showServerErrors } from '../form-fields';
import { sendAdminChange, useAdminMutation } from '../use-admin-mutation';

export function describeData(data: PersonalData): string {
  const parts = [
    countOf(data.enquiries, 'enquiry', 'enquiries'),
    countOf(data.notes, 'note'),
    countOf(data.emails, 'e-mail'),
    ...(data.clients ? [`the contact details of ${countOf(data.clients, 'client')}`] : []),
  ];
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** Erasure on request: finds what is stored for an address, then deletes it after a confirmation. */
export function ErasePersonForm() {
  const mutate = useAdminMutation();
  const [found, setFound] = useState<{ email: string; data: PersonalData } | null>(null);
  const [status, setStatus] = useState('');
  const form = useForm<EraseRequestInput>({
    resolver: zodResolver(eraseRequestSchema),
    defaultValues: { email: '' },
  });
  const email = fieldProps('erase', form.formState.errors, 'email');

  const find = async (values: EraseRequestInput) => {
    setFound(null);
    setStatus('');
    const answer = await sendAdminChange<{ found: PersonalData }>({
      url: '/api/admin/enquiries/erase',
      method: 'POST',
      body: { email: values.email },
      failed: 'Failed to look up the address',
      onFailure: (error) => {
        if (error.message.startsWith('Nothing is stored')) {
          setStatus(error.message);
          return true;
        }
        showServerErrors(error, form.setError);
      },
    });
    if (answer) setFound({ email: values.email.trim().toLowerCase(), data: answer.found });
  };

  const erase = async () => {
    if (!found) return;
    const answer = await mutate<{ erased: PersonalData }>({
      url: '/api/admin/enquiries/erase',
      method: 'POST',
      body: { email: found.email, confirm: true },
      done: (body) => `Erased ${describeData(body.erased)} of ${found.email}`,
      failed: 'Failed to erase',
    });
    if (!answer) return;
    setStatus(`Everything stored for ${found.email} has been erased.`);
    setFound(null);
    form.reset({ email: '' });
  };

  return (
    <section
      aria-labelledby="erase-heading"
      className="mt-10 rounded-lg border border-border bg-card p-6"
    >
      <h2 id="erase-heading" className="text-xl font-semibold">
        Erase a Person&apos;s Data
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        When someone asks to have their data erased, this deletes every enquiry they sent, its notes
        and history, and every e-mail to or about them waiting in the outbox.
      </p>
      <form
        onSubmit={(event) => void form.handleSubmit(find)(event)}
        noValidate
        className="mt-4 flex flex-wrap items-end gap-2"
      >
        <div className="min-w-64 flex-1">
          <label htmlFor={email.input.id} className={labelClass}>
            E-mail address
          </label>
          <input {...email.input} {...form.register('email')} type="email" className={fieldClass} />
          {email.error}
        </div>
        <Button type="submit" variant="outline" disabled={form.formState.isSubmitting}>
          Find Data
        </Button>
      </form>
      <p role="status" className="mt-3 text-sm">
        {found ? `${describeData(found.data)} are stored for ${found.email}.` : status}
      </p>
      {found ? (
        <ConfirmDelete
          title="Erase"
          confirm="Erase"
          question={`Erase ${describeData(found.data)} of ${found.email}? This cannot be undone.`}
          onConfirm={() => void erase()}
          trigger={
            <Button variant="destructive" size="sm" className="mt-2">
              Erase All
            </Button>
          }
        />
      ) : null}
    </section>
  );
}
