'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { mailTestSchema, type MailTestInput } from '@/lib/validation/mail-settings';

import { showServerErrors, TextField } from '../form-fields';
import { sendAdminChange } from '../use-admin-mutation';

type Answer = { sent: boolean; answer: string };

/** Sends a test e-mail through the server the site uses now, and shows the server's answer. */
export function TestMailForm({ to }: { to: string }) {
  const router = useRouter();
  const form = useForm<MailTestInput>({
    resolver: zodResolver(mailTestSchema),
    defaultValues: { to },
  });
  const [answer, setAnswer] = useState<Answer | null>(null);

  const send = form.handleSubmit(async (values) => {
    setAnswer(null);
    const result = await sendAdminChange<Answer>({
      url: '/api/admin/mail/test',
      method: 'POST',
      body: values,
      failed: 'Failed to send the test e-mail',
      onFailure: (error) => showServerErrors(error, form.setError),
    });
    if (result) setAnswer(result);
    router.refresh();
  });

  return (
    <form
      onSubmit={(event) => void send(event)}
      noValidate
      aria-labelledby="test-mail-heading"
      className="mt-4 space-y-4 rounded-lg border border-border bg-card p-6"
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <TextField form={form} prefix="test-mail" name="to" label="Send to" />
        </div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending...' : 'Send Test E-mail'}
        </Button>
      </div>
      <p
        role="status"
        className={
          answer?.sent
            ? 'text-sm font-medium text-green-700 dark:text-green-400'
            : 'text-sm font-medium text-red-600 dark:text-red-400'
        }
      >
        {answer?.answer ?? ''}
      </p>
    </form>
  );
}
