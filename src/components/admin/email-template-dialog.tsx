'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Mail, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';

import { Button, buttonClasses } from '@/components/ui/button';
import { renderHtmlTemplate, sampleTemplateValues } from '@/lib/email-template';
import { emailTemplateSchema, type EmailTemplateInput } from '@/lib/validation/admin';

import { adminFetch } from './admin-fetch';

const fieldClass =
  'block w-full rounded-md border border-border bg-background px-3 py-2 text-sm aria-[invalid=true]:border-red-500';

export function EmailTemplateDialog({ template }: { template: EmailTemplateInput | null }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const form = useForm<EmailTemplateInput>({
    resolver: zodResolver(emailTemplateSchema),
    defaultValues: template ?? { subject: '', body: '' },
  });
  const { register, handleSubmit, formState, control, reset } = form;
  const body = useWatch({ control, name: 'body' });

  const save = async (values: EmailTemplateInput) => {
    try {
      await adminFetch('/api/admin/email-template', {
        method: 'PUT',
        body: JSON.stringify(values),
      });
      toast.success('Email template updated successfully');
      reset(values);
      setOpen(false);
      router.refresh();
    } catch (error) {
      // The dialog stays open with what was typed.
      toast.error(`Failed to update template: ${(error as Error).message}`);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && template) reset(template);
        setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" disabled={!template}>
          <Mail className="h-4 w-4" aria-hidden />
          Edit Email Template
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(64rem,96vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-card p-6 shadow-xl">
          <div className="flex items-start justify-between">
            <Dialog.Title className="text-xl font-semibold">Edit Email Template</Dialog.Title>
            <Dialog.Close className={buttonClasses('ghost', 'icon')} aria-label="Close dialog">
              <X className="h-4 w-4" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">
            The e-mail sent to you when someone submits the contact form.
          </Dialog.Description>
          <form
            onSubmit={(event) => void handleSubmit(save)(event)}
            noValidate
            className="mt-6 grid gap-6 lg:grid-cols-2"
          >
            <div className="space-y-5">
              <div>
                <label htmlFor="template-subject" className="mb-1.5 block text-sm font-medium">
                  Email Subject
                </label>
                <input
                  id="template-subject"
                  {...register('subject')}
                  aria-invalid={Boolean(formState.errors.subject)}
                  aria-describedby="template-subject-hint template-subject-error"
                  className={fieldClass}
                />
                <p id="template-subject-hint" className="mt-1 text-xs text-muted-foreground">
                  You can use {'{{name}}'} and {'{{service_interest}}'}.
                </p>
                {formState.errors.subject ? (
                  <p
                    id="template-subject-error"
                    className="mt-1 text-sm text-red-600 dark:text-red-400"
                  >
                    {formState.errors.subject.message}
                  </p>
                ) : null}
              </div>
              <div>
                <label htmlFor="template-body" className="mb-1.5 block text-sm font-medium">
                  Email Body (HTML)
                </label>
                <textarea
                  id="template-body"
                  rows={15}
                  {...register('body')}
                  aria-invalid={Boolean(formState.errors.body)}
                  aria-describedby="template-body-hint template-body-error"
                  className={`${fieldClass} font-mono text-xs`}
                />
                <p id="template-body-hint" className="mt-1 text-xs text-muted-foreground">
                  Placeholders: {'{{name}}'}, {'{{email}}'}, {'{{phone}}'}, {'{{company}}'},{' '}
                  {'{{message}}'}, {'{{service_interest}}'}, {'{{city}}'}. Values are HTML-escaped
                  when the e-mail is sent.
                </p>
                {formState.errors.body ? (
                  <p
                    id="template-body-error"
                    className="mt-1 text-sm text-red-600 dark:text-red-400"
                  >
                    {formState.errors.body.message}
                  </p>
                ) : null}
              </div>
            </div>
            <div>
              <p className="mb-1.5 text-sm font-medium">Preview with sample values</p>
              <iframe
                title="Email preview"
                sandbox=""
                srcDoc={renderHtmlTemplate(body ?? '', sampleTemplateValues)}
                className="h-[28rem] w-full rounded-md border border-border bg-white"
              />
            </div>
            <div className="flex justify-end gap-2 lg:col-span-2">
              <Dialog.Close className={buttonClasses('outline', 'md')}>Cancel</Dialog.Close>
              <Button type="submit" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? 'Saving...' : 'Save Template'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
