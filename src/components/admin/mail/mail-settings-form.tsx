'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';

import {
  MAIL_SECURITY,
  mailSecurityLabels,
  mailSettingsSchema,
  type MailSettingsInput,
} from '@/lib/validation/mail-settings';

import { fieldClass, fieldProps, labelClass, TextField } from '../form-fields';
import { SettingsForm } from '../settings-form';

const PREFIX = 'mail';

/** The SMTP server the site sends through; the password is typed, never shown. */
export function MailSettingsForm(props: {
  values: MailSettingsInput;
  password: 'none' | 'kept' | 'unreadable';
}) {
  const router = useRouter();
  const form = useForm<MailSettingsInput>({
    resolver: zodResolver(mailSettingsSchema),
    defaultValues: props.values,
  });
  const { register, formState, control } = form;
  const forget = useWatch({ control, name: 'forgetPassword' });
  const text = (name: 'host' | 'port' | 'user' | 'from', label: string, hint?: string) => (
    <TextField form={form} prefix={PREFIX} name={name} label={label} hint={hint} />
  );
  const security = fieldProps(PREFIX, formState.errors, 'security');
  const password = fieldProps(PREFIX, formState.errors, 'password');

  return (
    <SettingsForm
      form={form}
      save={{
        url: '/api/admin/mail',
        saved: 'The mail settings are saved; the next e-mail goes out through them.',
        failed: 'Failed to save the mail settings',
        onDone: () => {
          // The password field empties again: what was typed is kept, encrypted, on the server only.
          form.reset({ ...form.getValues(), password: '', forgetPassword: false });
          router.refresh();
        },
      }}
      saveLabel="Save Mail Settings"
      labelledBy="smtp-heading"
      className="mt-4 grid gap-5 rounded-lg border border-border bg-card p-6 md:grid-cols-2"
    >
      {text('host', 'SMTP server', 'Empty: no server; e-mails wait in the outbox.')}
      {text('port', 'Port')}
      <div>
        <label htmlFor={security.input.id} className={labelClass}>
          Security
        </label>
        <select {...security.input} {...register('security')} className={fieldClass}>
          {MAIL_SECURITY.map((value) => (
            <option key={value} value={value}>
              {mailSecurityLabels[value]}
            </option>
          ))}
        </select>
        {security.error}
      </div>
      {text(
        'user',
        'User name',
        'Usually the full e-mail address; empty for a server without sign-in.',
      )}
      <div>
        <label htmlFor={password.input.id} className={labelClass}>
          Password
        </label>
        <input
          {...password.input}
          {...register('password')}
          type="password"
          autoComplete="new-password"
          disabled={forget}
          className={fieldClass}
          aria-describedby={`${password.input.id}-state`}
        />
        <p id={`${password.input.id}-state`} className="mt-1 text-xs text-muted-foreground">
          {props.password === 'kept'
            ? 'A password is saved (encrypted, never shown). Type one only to change it.'
            : props.password === 'unreadable'
              ? 'The saved password can no longer be read (the app secret changed): type it again.'
              : 'No password is saved.'}
        </p>
        {password.error}
        {props.password !== 'none' ? (
          <label className="mt-2 inline-flex items-center gap-2 text-sm">
            <input type="checkbox" {...register('forgetPassword')} />
            Remove the saved password
          </label>
        ) : null}
      </div>
      {text(
        'from',
        'Sender',
        'The From of every e-mail, e.g. RankSutra Digital <hello@ranksutra.in>; empty: the business name at no-reply@ this site.',
      )}
    </SettingsForm>
  );
}
