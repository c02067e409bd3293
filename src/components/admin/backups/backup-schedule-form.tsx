'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { backupScheduleSchema, type BackupScheduleInput } from '@/lib/validation/backup-schedule';

import { fieldClass, fieldProps, labelClass } from '../form-fields';
import { SettingsForm } from '../settings-form';

const PREFIX = 'backup';
const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour));

/** A backup every day at an hour of India's time, and how many are kept. */
export function BackupScheduleForm({ values }: { values: BackupScheduleInput }) {
  const form = useForm<BackupScheduleInput>({
    resolver: zodResolver(backupScheduleSchema),
    defaultValues: values,
  });
  const { register, formState } = form;
  const hour = fieldProps(PREFIX, formState.errors, 'hour');
  const keep = fieldProps(PREFIX, formState.errors, 'keep');
  return (
    <SettingsForm
      form={form}
      save={{
        url: '/api/admin/backups/schedule',
        saved: (data) =>
          data.daily
            ? `A backup is taken every day at ${data.hour}:00 India time; the newest ${data.keep} are kept.`
            : `No daily backup; the newest ${data.keep} are kept.`,
        failed: 'Failed to save the backup schedule',
      }}
      saveLabel="Save Schedule"
      labelledBy="backup-schedule-heading"
      className="mt-4 grid gap-5 rounded-lg border border-border bg-card p-6 sm:grid-cols-2"
    >
      <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
        <input type="checkbox" {...register('daily')} className="h-4 w-4" />
        Take a backup every day
      </label>
      <div>
        <label htmlFor={hour.input.id} className={labelClass}>
          At (India time)
        </label>
        <select {...hour.input} {...register('hour')} className={fieldClass}>
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {h.padStart(2, '0')}:00
            </option>
          ))}
        </select>
        {hour.error}
      </div>
      <div>
        <label htmlFor={keep.input.id} className={labelClass}>
          Backups kept
        </label>
        <input {...keep.input} {...register('keep')} inputMode="numeric" className={fieldClass} />
        {keep.error}
      </div>
    </SettingsForm>
  );
}
