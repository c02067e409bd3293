'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import { useRef, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Button, buttonClasses } from '@/components/ui/button';
import { renderHtmlTemplate, sampleTemplateValues } from '@/lib/email-template';
import { htmlFromTemplateText, textFromTemplateHtml } from '@/lib/email-template-text';
import {
  emailTemplateSchema,
  placeholderWarning,
  type EmailTemplateInput,
} from '@/lib/validation/email-template';

import { fieldClass, fieldProps, labelClass } from '../form-fields';
import { PlaceholderChips, placeholderLabels, type Placeholder } from './placeholder-chips';

export type EditableTemplate = {
  subject: string;
  body: string;
  /** As the owner wrote it in text; null: edited as HTML. */
  text: string | null;
  enabled: boolean;
};

const ALL = Object.keys(placeholderLabels) as Placeholder[];
// The auto-reply leaves the website out (autoReplyValues): it is not offered there.
const placeholdersOf = (which: string) =>
  which === 'auto-reply' ? ALL.filter((name) => name !== 'website') : ALL;

/**
 * One template's subject and its e-mail, written as text with placeholders picked from a list (or,
 * switched to it, as HTML), the auto-reply's switch, and a live preview.
 */
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
    defaultValues: {
      which,
      subject: template.subject,
      enabled: template.enabled,
      asHtml: template.text === null,
      text: template.text ?? '',
      body: template.body,
    },
  });
  const { register, handleSubmit, formState, control, reset, setValue, getValues } = form;
  const [subjectText, asHtml, text, body] = useWatch({
    control,
    name: ['subject', 'asHtml', 'text', 'body'],
  });
  const subject = fieldProps('template', formState.errors, 'subject');
  const editor = fieldProps('template', formState.errors, asHtml ? 'body' : 'text');
  const area = useRef<HTMLTextAreaElement | null>(null);
  const { ref: registerRef, ...editorField } = register(asHtml ? 'body' : 'text');
  const html = asHtml ? (body ?? '') : htmlFromTemplateText(text ?? '');

  // Switched to HTML, the HTML starts as the text's; switched back, the text stays as it was, or
  // starts from the HTML's words.
  const switchMode = (toHtml: boolean) => {
    if (toHtml) setValue('body', htmlFromTemplateText(getValues('text') ?? ''));
    else if (!getValues('text')) setValue('text', textFromTemplateHtml(getValues('body') ?? ''));
  };

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
          <label htmlFor={editor.input.id} className={labelClass}>
            {asHtml ? 'Email Body (HTML)' : 'Email Text'}
          </label>
          <textarea
            // A field of its own per mode, filled from the form's value as it appears.
            key={asHtml ? 'html' : 'text'}
            {...editor.input}
            {...editorField}
            ref={(element) => {
              registerRef(element);
              area.current = element;
            }}
            rows={asHtml ? 15 : 12}
            aria-describedby={`template-body-hint ${editor.input['aria-describedby'] ?? ''}`}
            className={asHtml ? `${fieldClass} font-mono text-xs` : fieldClass}
          />
          <PlaceholderChips
            id="template-insert"
            target={area}
            placeholders={placeholdersOf(which)}
            insert={(next) =>
              setValue(asHtml ? 'body' : 'text', next, { shouldDirty: true, shouldValidate: true })
            }
          />
          <p id="template-body-hint" className="mt-2 text-xs text-muted-foreground">
            {asHtml
              ? 'Values are HTML-escaped when the e-mail is sent.'
              : 'An empty line starts a new paragraph. Sent in the site’s e-mail layout.'}
            {which === 'auto-reply'
              ? ' It goes to the address typed in the form: links and domains the visitor typed read "[link removed]".'
              : null}
          </p>
          {editor.error}
          <PlaceholderWarning text={asHtml ? body : text} />
          <label className="mt-3 flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              {...register('asHtml', {
                onChange: (event: ChangeEvent<HTMLInputElement>) =>
                  switchMode(event.target.checked),
              })}
              className="h-4 w-4"
            />
            Edit as HTML (advanced)
          </label>
        </div>
      </div>
      <div>
        <p className="mb-1.5 text-sm font-medium">Preview with sample values</p>
        <iframe
          title="Email preview"
          sandbox=""
          srcDoc={renderHtmlTemplate(html, sampleTemplateValues)}
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
