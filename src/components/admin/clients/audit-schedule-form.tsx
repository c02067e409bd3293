'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { clientAuditScheduleSchema, type ClientAuditSchedule } from '@/lib/validation/client';

import { SettingsForm } from '../settings-form';
import { fieldClass, fieldProps, labelClass } from '../form-fields';

/** The day of the month every active client's site is audited. */
export function AuditScheduleForm({ values }: { values: ClientAuditSchedule }) {
  const form = useForm<ClientAuditSchedule>({
    resolver: zodResolver(clientAuditScheduleSchema),
    defaultValues: values,
  });
  const day = fieldProps('audit-schedule', form.formState.errors, 'day', {
    hint: 'From 1 to 28, so every month has it. Each active client’s site is read that day, in India’s time.',
  });
  return (
    <SettingsForm
      form={form}
      save={{
        url: '/api/admin/clients/audit-schedule',
        saved: (data) => `The clients’ sites are audited on day ${data.day} of each month.`,
        failed: 'Failed to save the audit day',
      }}
      saveLabel="Save the Audit Day"
      labelledBy="audit-schedule-heading"
      className="mt-4 space-y-5 rounded-lg border border-border bg-card p-6"
    >
      <div className="max-w-xs">
        <label htmlFor={day.input.id} className={labelClass}>
          Day of the month
        </label>
        <input
          {...day.input}
          {...form.register('day', { valueAsNumber: true })}
          type="number"
          min={1}
          max={28}
          inputMode="numeric"
          className={fieldClass}
        />
        {day.hint}
        {day.error}
      </div>
    </SettingsForm>
  );
}
