'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { clientSchema, type ClientData, type ClientInput } from '@/lib/validation/client';
import type { ServiceOption } from '@/server/admin/clients/load-clients';

import { SettingsForm } from '../settings-form';
import { fieldClass, fieldProps, labelClass, TextField } from '../form-fields';

const PREFIX = 'client';

/** A client's details: made from a won enquiry (or by hand), then edited on its own screen. */
export function ClientForm({
  id,
  values,
  services,
  feeSource,
}: {
  /** The saved client's id; none for a new one. */
  id?: string;
  values: ClientInput;
  services: ServiceOption[];
  /** Where the fee came from, said under it: 'the accepted quote Q/2026-27/0007'. */
  feeSource?: string | null;
}) {
  const router = useRouter();
  const form = useForm<ClientInput, unknown, ClientData>({
    resolver: zodResolver(clientSchema),
    defaultValues: values,
  });
  const fee = fieldProps(PREFIX, form.formState.errors, 'monthlyFee', {
    hint: feeSource
      ? `In rupees a month, before GST: from ${feeSource}. Empty when nothing is billed monthly.`
      : 'In rupees a month, before GST. Empty when nothing is billed monthly.',
  });
  const startedOn = fieldProps(PREFIX, form.formState.errors, 'startedOn');
  const reach = fieldProps(PREFIX, form.formState.errors, 'reach', {
    hint: 'Its monthly audit leaves out the local checks for a business that sells online.',
  });
  const chosen = fieldProps(PREFIX, form.formState.errors, 'services');
  return (
    <SettingsForm
      form={form}
      save={{
        url: id ? `/api/admin/clients/${id}` : '/api/admin/clients',
        method: id ? 'PUT' : 'POST',
        saved: (data) => (id ? `${data.name} is saved.` : `${data.name} is a client now.`),
        failed: 'Failed to save the client',
        onDone: id
          ? undefined
          : (answer) => {
              form.reset(form.getValues());
              const created = (answer as { id?: unknown }).id;
              if (typeof created === 'string') router.push(`/admin/clients/${created}`);
            },
      }}
      saveLabel={id ? 'Save the Client' : 'Make the Client'}
      label={id ? 'Client details' : 'New client'}
      className="mt-6 space-y-8 rounded-lg border border-border bg-card p-6"
    >
      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Business</legend>
        <TextField form={form} prefix={PREFIX} name="name" label="Business name *" />
        <TextField
          form={form}
          prefix={PREFIX}
          name="website"
          label="Website *"
          hint="Its monthly audit reads this address."
        />
        <div>
          <label htmlFor={reach.input.id} className={labelClass}>
            Its customers
          </label>
          <select {...reach.input} {...form.register('reach')} className={fieldClass}>
            <option value="local">Nearby: they come to it, or it goes to them</option>
            <option value="online">Anywhere: they buy online</option>
          </select>
          {reach.hint}
          {reach.error}
        </div>
      </fieldset>
      <fieldset className="grid gap-5 md:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold">Contact</legend>
        <TextField form={form} prefix={PREFIX} name="contactName" label="Name *" />
        <TextField
          form={form}
          prefix={PREFIX}
          name="contactEmail"
          label="Email *"
          type="email"
          hint="Where the monthly report goes."
        />
        <TextField form={form} prefix={PREFIX} name="contactPhone" label="Phone" />
      </fieldset>
      <fieldset aria-describedby={chosen.input['aria-describedby']}>
        <legend className="mb-2 text-lg font-semibold">Services *</legend>
        <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-3">
          {services.map((service) => (
            <label key={service.slug} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={service.slug}
                {...form.register('services')}
                className="h-4 w-4"
              />
              {service.name}
            </label>
          ))}
        </div>
        {chosen.error}
      </fieldset>
      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Terms</legend>
        <div>
          <label htmlFor={fee.input.id} className={labelClass}>
            Monthly fee (₹)
          </label>
          <input
            {...fee.input}
            {...form.register('monthlyFee', {
              setValueAs: (value: unknown) =>
                value === '' || value === null ? null : Number(value),
            })}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            className={fieldClass}
          />
          {fee.hint}
          {fee.error}
        </div>
        <div>
          <label htmlFor={startedOn.input.id} className={labelClass}>
            Work started on *
          </label>
          <input
            {...startedOn.input}
            {...form.register('startedOn')}
            type="date"
            className={fieldClass}
          />
          {startedOn.error}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-lg font-semibold">Case studies</legend>
        <TextField
          form={form}
          prefix={PREFIX}
          name="namedConsent"
          label="Consent to be named"
          multiline
          hint="How and when the client agreed to be named in case studies, such as “E-mail from Priya Shah, 3 March 2027”. Empty: case studies describe it without its name."
        />
      </fieldset>
    </SettingsForm>
  );
}
