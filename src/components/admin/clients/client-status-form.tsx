'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { formatLongDate } from '@/lib/dates';
import {
  clientStatusSchema,
  type ClientStatus,
  type ClientStatusChange,
  type ClientStatusInput,
} from '@/lib/validation/client';

import { SettingsForm } from '../settings-form';
import { fieldClass, fieldProps, labelClass, TextField } from '../form-fields';

const PREFIX = 'client-status';

/** What the team may do from each status: pause or end an active client, resume or end a paused one. */
const NEXT: Record<ClientStatus, { status: ClientStatus; label: string }[]> = {
  active: [
    { status: 'paused', label: 'Pause the work' },
    { status: 'ended', label: 'End the work' },
  ],
  paused: [
    { status: 'active', label: 'Resume the work' },
    { status: 'ended', label: 'End the work' },
  ],
  ended: [{ status: 'active', label: 'Resume the work' }],
};

const DONE: Record<ClientStatus, string> = {
  active: 'resumed',
  paused: 'paused',
  ended: 'ended',
};

/** Pauses, resumes or ends a client from a date; each change is kept in its history. */
export function ClientStatusForm({
  id,
  name,
  status,
  today,
}: {
  id: string;
  name: string;
  status: ClientStatus;
  /** India's date, the change's default. */
  today: string;
}) {
  const choices = NEXT[status];
  const form = useForm<ClientStatusInput, unknown, ClientStatusChange>({
    resolver: zodResolver(clientStatusSchema),
    defaultValues: { status: choices[0]!.status, on: today, note: '' },
  });
  const next = fieldProps(PREFIX, form.formState.errors, 'status');
  const on = fieldProps(PREFIX, form.formState.errors, 'on');
  return (
    <SettingsForm
      form={form}
      save={{
        url: `/api/admin/clients/${id}/status`,
        method: 'POST',
        saved: (data) =>
          `The work for ${name} is ${DONE[data.status]} from ${formatLongDate(data.on)}.`,
        failed: 'Failed to record the change',
      }}
      saveLabel="Record the Change"
      labelledBy="client-status-heading"
      className="mt-4 space-y-5 rounded-lg border border-border bg-card p-6"
    >
      <div className="grid gap-5 md:grid-cols-2">
        <div>
          <label htmlFor={next.input.id} className={labelClass}>
            Change
          </label>
          <select {...next.input} {...form.register('status')} className={fieldClass}>
            {choices.map((choice) => (
              <option key={choice.status} value={choice.status}>
                {choice.label}
              </option>
            ))}
          </select>
          {next.error}
        </div>
        <div>
          <label htmlFor={on.input.id} className={labelClass}>
            From *
          </label>
          <input {...on.input} {...form.register('on')} type="date" className={fieldClass} />
          {on.error}
        </div>
      </div>
      <TextField form={form} prefix={PREFIX} name="note" label="Note" multiline />
    </SettingsForm>
  );
}
