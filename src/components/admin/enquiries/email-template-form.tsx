'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import { useForm, useWatch } from 'react-hook-form';

import { Button, buttonClasses } from '@/components/ui/button';
import { renderHtmlTemplate, sampleTemplateValues } from '@/lib/email-template';
import {
  emailTemplateSchema,
  placeholderWarning,
  type EmailTemplateInput,
} from '@/lib/validation/email-template';

import { fieldClass, fieldProps, labelClass } from '../form-fields';

export type EditableTemplate = { subject: string; body: string; enabled: boolean };

/** One template's subject, HTML body and (for the auto-reply) its switch, with a live preview. */
export function EmailTemplateForm({
  which,
  template,
  onSave,
}: {
  which: 'notification' | 'auto-reply';
  template: EditableTemplate;
  onSave: (values: EmailTemplateInput) => Promise<boolean>;
}) {
  const form = useForm<EmailTemplateInput>({
    resolver: zodResolver(emailTemplateSchema),
    defaultValues: { which, ...template },
  });
  const { register, handleSubmit, formState, control, reset } = form;
  const [subjectText, body] = useWatch({ control, name: ['subject', 'body'] });
  const subject = fieldProps('template', formState.errors, 'subject');
  const bodyField = fieldProps('template', formState.errors, 'body');

  const save = async (values: EmailTemplateInput) => {
    // On failure the dialog stays open with what was typed.
    if (await onSave(values)) reset(values);
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(save)(event)}
      noValidate
      className="mt-6 grid gap-6 lg:grid-cols-2"
    >
      <div className="space-y-5">
        {which === 'auto-reply' ? (
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" {...register('enabled')} className="h-4 w-4" />
            Send this auto-reply to every visitor who sends the form
          </label>
        ) : null}
        <div>
          <label htmlFor={subject.input.id} className={labelClass}>
            Email Subject
          </label>
          <input
            {...subject.input}
            {...register('subject')}
            aria-describedby={`template-subject-hint ${subject.input['aria-describedby'] ?? ''}`}
            className={fieldClass}
          />
          <p id="template-subject-hint" className="mt-1 text-xs text-muted-foreground">
            {which === 'auto-reply'
              ? `You can use {{service_interest}}. Nothing the visitor typed goes into this subject, so no one can use the form to send mail of their own to others; each address gets one auto-reply a day.`
              : 'You can use {{name}} and {{service_interest}}.'}
          </p>
          {subject.error}
          <PlaceholderWarning text={subjectText} />
        </div>
        <div>
          <label htmlFor={bodyField.input.id} className={labelClass}>
            Email Body (HTML)
          </label>
          <textarea
            {...bodyField.input}
            rows={15}
            {...register('body')}
            aria-describedby={`template-body-hint ${bodyField.input['aria-describedby'] ?? ''}`}
            className={`${fieldClass} font-mono text-xs`}
          />
          <p id="template-body-hint" className="mt-1 text-xs text-muted-foreground">
            Placeholders: {'{{name}}'}, {'{{email}}'}, {'{{phone}}'}, {'{{company}}'},{' '}
            {'{{website}}'}, {'{{message}}'}, {'{{service_interest}}'}, {'{{city}}'}. Values are
            HTML-escaped when the e-mail is sent.
            {which === 'auto-reply'
              ? ' It goes to the address typed in the form: links and domains the visitor typed read "[link removed]", and {{website}} is left empty.'
              : null}
          </p>
          {bodyField.error}
          <PlaceholderWarning text={body} />
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
  );
}

/** Said while typing, never blocking the save: the placeholder is sent empty. */
function PlaceholderWarning({ text }: { text: string | undefined }) {
  const warning = placeholderWarning(text ?? '');
  return warning ? (
    <p className="mt-1 text-sm text-amber-800 dark:text-amber-300">{warning}</p>
  ) : null;
}
