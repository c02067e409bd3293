'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';

import { callAvailabilitySchema, type CallAvailability } from '@/lib/validation/call-availability';
import { WEEKDAYS } from '@/lib/validation/week';

import { fieldClass, fieldProps, labelClass } from '../form-fields';
import { SettingsForm } from '../settings-form';

const PREFIX = 'availability';

type NumberName = 'slotMinutes' | 'bufferMinutes' | 'noticeHours' | 'daysAhead';

const numbers: { name: NumberName; label: string; hint: string }[] = [
  { name: 'slotMinutes', label: 'Length of a call (minutes)', hint: '15 to 180' },
  { name: 'bufferMinutes', label: 'Buffer between calls (minutes)', hint: '0 to 120' },
  { name: 'noticeHours', label: 'Shortest notice (hours)', hint: 'No call sooner than this' },
  { name: 'daysAhead', label: 'How far ahead (days)', hint: 'Up to 120' },
];

function NumberField({
  form,
  name,
  label,
  hint,
}: { form: UseFormReturn<CallAvailability> } & (typeof numbers)[number]) {
  const f = fieldProps(PREFIX, form.formState.errors, name, { hint });
  return (
    <div>
      <label htmlFor={f.input.id} className={labelClass}>
        {label}
      </label>
      <input
        {...f.input}
        {...form.register(name, { valueAsNumber: true })}
        type="number"
        inputMode="numeric"
        className={fieldClass}
      />
      {f.hint}
      {f.error}
    </div>
  );
}

function WeekdayRow({ form, index }: { form: UseFormReturn<CallAvailability>; index: number }) {
  const day = WEEKDAYS[index]!;
  const from = fieldProps(PREFIX, form.formState.errors, `weekly.${index}.from`);
  const to = fieldProps(PREFIX, form.formState.errors, `weekly.${index}.to`);
  return (
    <div className="grid grid-cols-[8rem_1fr] items-start gap-3 sm:grid-cols-[9rem_9rem_9rem]">
      <label className="flex min-h-10 items-center gap-2 text-sm font-medium">
        <input type="checkbox" {...form.register(`weekly.${index}.open`)} className="size-4" />
        {day}
      </label>
      <div className="col-start-2 sm:col-start-auto">
        <label htmlFor={from.input.id} className="sr-only">
          {day}: from
        </label>
        <input
          {...from.input}
          {...form.register(`weekly.${index}.from`)}
          type="time"

          className={fieldClass}
        />
        {from.error}
      </div>
      <div className="col-start-2 sm:col-start-auto">
        <label htmlFor={to.input.id} className="sr-only">
          {day}: to
        </label>
        <input
          {...to.input}
          {...form.register(`weekly.${index}.to`)}
          type="time"

          className={fieldClass}
        />
        {to.error}
      </div>
    </div>
  );
}

/** When prospects may book a call, in India Standard Time. */
export function AvailabilityForm({ values }: { values: CallAvailability }) {
  const form = useForm<CallAvailability>({
    resolver: zodResolver(callAvailabilitySchema),
    defaultValues: values,
  });
  const daysOff = fieldProps(PREFIX, form.formState.errors, 'daysOff');
  return (
    <SettingsForm
      form={form}
      save={{
        url: '/api/admin/call-bookings/availability',
        saved: 'The call availability is saved.',
        failed: 'Failed to save the call availability',
      }}
      saveLabel="Save Availability"
      label="Call availability"
    >
      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-semibold">Weekly hours (India Standard Time)</legend>
        {WEEKDAYS.map((day, index) => (
          <WeekdayRow key={day} form={form} index={index} />
        ))}
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Calls</legend>
        {numbers.map((field) => (
          <NumberField key={field.name} form={form} {...field} />
        ))}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-lg font-semibold">Days off</legend>
        <label htmlFor={daysOff.input.id} className={labelClass}>
          Dates with no calls
        </label>
        <textarea
          {...daysOff.input}
          {...form.register('daysOff')}
          rows={4}
          className={`${fieldClass} font-mono`}
        />
        <p className="text-xs text-muted-foreground">One date a line, as 2026-12-25.</p>
        {daysOff.error}
      </fieldset>
    </SettingsForm>
  );
}
