'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import {
  enquirySettingsSchema,
  retentionOptions,
  type EnquirySettings,
  type EnquirySettingsInput,
} from '@/lib/validation/enquiry';

import { fieldClass, fieldProps, labelClass, TextField } from '../form-fields';
import { SettingsForm } from '../settings-form';

const PREFIX = 'enquiry-settings';

/** 32 random bytes as hex, made in the browser: the webhook secret the receiver is given. */
function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Recipients, the webhook and the retention period; `fallback` says who is told when none is listed. */
export function EnquirySettingsForm({
  values,
  fallback,
}: {
  values: EnquirySettings;
  fallback: string;
}) {
  const form = useForm<EnquirySettingsInput, unknown, EnquirySettings>({
    resolver: zodResolver(enquirySettingsSchema),
    defaultValues: values,
  });
  const { register, formState, setValue } = form;
  const recipients = fieldProps(PREFIX, formState.errors, 'notifyEmails');
  const secret = fieldProps(PREFIX, formState.errors, 'webhookSecret');
  const retention = fieldProps(PREFIX, formState.errors, 'retentionMonths');
  const allowPrivate = fieldProps(PREFIX, formState.errors, 'allowPrivateWebhook');

  return (
    <SettingsForm
      form={form}
      save={{
        url: '/api/admin/enquiries/settings',
        saved: 'The enquiry settings are saved.',
        failed: 'Failed to save the enquiry settings',
      }}
      saveLabel="Save Enquiry Settings"
      label="Enquiry settings"
    >
      <fieldset className="space-y-2">
        <legend className="mb-2 text-lg font-semibold">Notifications</legend>
        <label htmlFor={recipients.input.id} className={labelClass}>
          Notify these addresses of each enquiry
        </label>
        <textarea
          {...recipients.input}
          {...register('notifyEmails')}
          aria-describedby={`${PREFIX}-recipients-hint ${recipients.input['aria-describedby'] ?? ''}`}
          rows={3}
          className={fieldClass}
        />
        <p id={`${PREFIX}-recipients-hint`} className="text-xs text-muted-foreground">
          One address a line, up to 10. Left empty, {fallback} is told.
        </p>
        {recipients.error}
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-2 text-lg font-semibold">Webhook</legend>
        <p className="text-sm text-muted-foreground">
          Each new enquiry is sent as signed JSON to this address, for your CRM or automation tool.
          Leave it empty for none.
        </p>
        <TextField form={form} prefix={PREFIX} name="webhookUrl" label="Webhook URL" />
        <div>
          <label htmlFor={secret.input.id} className={labelClass}>
            Signing secret
          </label>
          <div className="flex gap-2">
            <input
              {...secret.input}
              {...register('webhookSecret')}
              autoComplete="off"
              spellCheck={false}
              className={`${fieldClass} font-mono`}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() => setValue('webhookSecret', randomSecret(), { shouldDirty: true })}
            >
              Generate
            </Button>
          </div>
          {secret.error}
        </div>
        <div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              {...allowPrivate.input}
              {...register('allowPrivateWebhook')}
              className="h-4 w-4"
            />
            Allow private network addresses (a receiver on this server or your office network)
          </label>
          {allowPrivate.error}
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-2 text-lg font-semibold">Free SEO audit</legend>
        <p className="text-sm text-muted-foreground">
          With a Google PageSpeed Insights API key, each audit report adds Google&apos;s lab score
          and the real-visitor speed (Chrome UX Report) of the prospect&apos;s home page. Without
          one, the audit asks nothing of anyone but the prospect&apos;s site.
        </p>
        <TextField
          form={form}
          prefix={PREFIX}
          name="pageSpeedKey"
          label="PageSpeed Insights API key"
        />
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="mb-2 text-lg font-semibold">Retention</legend>
        <label htmlFor={retention.input.id} className={labelClass}>
          Delete closed enquiries older than
        </label>
        <select {...retention.input} {...register('retentionMonths')} className={fieldClass}>
          {retentionOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {retention.error}
        <p className="text-xs text-muted-foreground">
          Spam is always deleted after 30 days. Deletion runs every hour.
        </p>
      </fieldset>
    </SettingsForm>
  );
}
