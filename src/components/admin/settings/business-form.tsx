'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';

import { businessFormSchema, type BusinessInput } from '@/lib/validation/business';
import { WEEKDAYS } from '@/lib/validation/week';

import { fieldClass, fieldProps, labelClass, TextField } from '../form-fields';
import { SettingsForm } from '../settings-form';

const PREFIX = 'business';

/** The business details: name, contact, address, coordinates, hours, price range, profiles. */
export function BusinessForm({ values }: { values: BusinessInput }) {
  const form = useForm<BusinessInput>({
    resolver: zodResolver(businessFormSchema),
    defaultValues: values,
  });
  const { register, formState } = form;
  const text = (name: Path<BusinessInput>, label: string, multiline = false) => (
    <TextField form={form} prefix={PREFIX} name={name} label={label} multiline={multiline} />
  );
  const days = fieldProps(PREFIX, formState.errors, 'opening_days');

  return (
    <SettingsForm
      form={form}
      save={{
        url: '/api/admin/settings',
        saved: 'The business details are saved; every page shows them now.',
        failed: 'Failed to save the business details',
      }}
      saveLabel="Save Settings"
      label="Business details"
    >
      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Business</legend>
        {text('name', 'Business name *')}
        {text('short_name', 'Short name (small screens) *')}
        <div className="md:col-span-2">{text('description', 'Description *', true)}</div>
        {text('email', 'E-mail *')}
        {text('telephone', 'Phone *')}
        {text('price_range', 'Price range, e.g. ₹₹₹')}
        <div className="space-y-2">
          <label className="inline-flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" {...register('whatsapp_button')} />
            Show a WhatsApp button
          </label>
          {text('whatsapp', 'WhatsApp number (empty: the phone, if it is a mobile)')}
        </div>
        {text('call_number', 'Number for the call button (empty: the phone)')}
        {text('gstin', 'GSTIN (on quotes; empty: not registered)')}
      </fieldset>
      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">
          Address (all of it, or leave it empty)
        </legend>
        <div className="md:col-span-2">{text('street_address', 'Street address')}</div>
        {text('locality', 'City')}
        {text('region', 'State')}
        {text('postal_code', 'PIN code')}
        <span />
        <TextField
          form={form}
          prefix={PREFIX}
          name="latitude"
          label="Latitude"
          hint="To 5 decimal places, e.g. 19.00047"
        />
        <TextField
          form={form}
          prefix={PREFIX}
          name="longitude"
          label="Longitude"
          hint="To 5 decimal places, e.g. 72.82583"
        />
      </fieldset>
      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Opening hours (IST)</legend>
        <div className="md:col-span-2" role="group" aria-labelledby={`${days.input.id}-label`}>
          <p id={`${days.input.id}-label`} className={labelClass}>
            Open on
          </p>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {WEEKDAYS.map((day) => (
              <label key={day} className="inline-flex items-center gap-2 text-sm">
                <input type="checkbox" value={day} {...register('opening_days')} />
                {day}
              </label>
            ))}
          </div>
          {days.error}
        </div>
        {(['opens', 'closes'] as const).map((name) => {
          const f = fieldProps(PREFIX, formState.errors, name);
          return (
            <div key={name}>
              <label htmlFor={f.input.id} className={labelClass}>
                {name === 'opens' ? 'Opens at' : 'Closes at'}
              </label>
              <input type="time" {...f.input} {...register(name)} className={fieldClass} />
              {f.error}
            </div>
          );
        })}
      </fieldset>
      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Profiles (full addresses)</legend>
        {text('linkedin', 'LinkedIn')}
        {text('twitter', 'X (Twitter)')}
        {text('facebook', 'Facebook')}
        {text('instagram', 'Instagram')}
      </fieldset>
    </SettingsForm>
  );
}
