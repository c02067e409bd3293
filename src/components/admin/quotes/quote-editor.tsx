'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';

import { INDIAN_STATES, stateCodes } from '@/lib/quotes/indian-states';
import { formatPaise, quoteTotals } from '@/lib/quotes/quote-totals';
import { quoteSchema, type QuoteForm } from '@/lib/validation/quote';

import { SettingsForm } from '../settings-form';
import { fieldClass, fieldProps, labelClass, TextField } from '../form-fields';
import { QuoteLines, type QuotablePlan } from './quote-lines';

export type QuoteEditorProps = {
  /** The saved quote's id; none for a new quote of the enquiry. */
  quoteId?: string;
  enquiryId: string;
  values: QuoteForm;
  plans: QuotablePlan[];
  /** The business's GST state code: CGST and SGST for a client there, IGST elsewhere. */
  supplierState: string;
};

function Totals({
  form,
  supplierState,
}: {
  form: ReturnType<typeof useForm<QuoteForm>>;
  supplierState: string;
}) {
  const [lines, discount, clientState] = useWatch({
    control: form.control,
    name: ['lines', 'discount', 'clientState'],
  });
  const sameState = supplierState !== '' && supplierState === clientState;
  const safe = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);
  const totals = quoteTotals(
    lines.map((line) => ({ quantity: safe(line.quantity), unitPrice: safe(line.unitPrice) })),
    safe(discount),
    sameState,
  );
  const rows: [string, number][] = [
    ['Subtotal', totals.subtotal],
    ['Discount', -totals.discount],
    ...(sameState
      ? ([
          ['CGST at 9%', totals.cgst],
          ['SGST at 9%', totals.sgst],
        ] as [string, number][])
      : ([['IGST at 18%', totals.igst]] as [string, number][])),
    ['Total', totals.total],
  ];
  return (
    <dl aria-label="Totals" className="grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
      {rows.map(([label, paise]) => (
        <div key={label} className="contents">
          <dt className={label === 'Total' ? 'font-bold' : ''}>{label}</dt>
          <dd className={`text-right tabular-nums ${label === 'Total' ? 'font-bold' : ''}`}>
            {formatPaise(paise)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Builds or edits a quote; a new one is saved as a draft and opens for sending. */
export function QuoteEditor({
  quoteId,
  enquiryId,
  values,
  plans,
  supplierState,
}: QuoteEditorProps) {
  const router = useRouter();
  const form = useForm<QuoteForm>({ resolver: zodResolver(quoteSchema), defaultValues: values });
  const state = fieldProps('quote', form.formState.errors, 'clientState');
  const notes = fieldProps('quote', form.formState.errors, 'notes');
  const validUntil = fieldProps('quote', form.formState.errors, 'validUntil');
  const discount = fieldProps('quote', form.formState.errors, 'discount');
  return (
    <SettingsForm
      form={form}
      save={{
        url: quoteId ? `/api/admin/quotes/${quoteId}` : `/api/admin/enquiries/${enquiryId}/quotes`,
        method: quoteId ? 'PUT' : 'POST',
        saved: 'The quote is saved as a draft.',
        failed: 'Failed to save the quote',
        onDone: (answer) => {
          form.reset(form.getValues());
          const id = (answer as { id?: unknown }).id;
          if (!quoteId && typeof id === 'string') router.push(`/admin/quotes/${id}`);
          else router.refresh();
        },
      }}
      saveLabel={quoteId ? 'Save the Quote' : 'Create the Quote'}
      label="Quote"
      className="mt-6 space-y-8 rounded-lg border border-border bg-card p-6"
    >
      <fieldset className="grid gap-5 md:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold">Client</legend>
        <TextField form={form} prefix="quote" name="clientName" label="Client name" />
        <div>
          <label htmlFor={state.input.id} className={labelClass}>
            Client’s state
          </label>
          <select {...state.input} {...form.register('clientState')} className={fieldClass}>
            {stateCodes.map((code) => (
              <option key={code} value={code}>
                {INDIAN_STATES[code]}
              </option>
            ))}
          </select>
          {state.error}
        </div>
        <TextField
          form={form}
          prefix="quote"
          name="clientGstin"
          label="Client’s GSTIN (optional)"
        />
      </fieldset>
      <QuoteLines form={form} plans={plans} />
      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Terms</legend>
        <div>
          <label htmlFor={discount.input.id} className={labelClass}>
            Discount (₹)
          </label>
          <input
            {...discount.input}
            {...form.register('discount', { valueAsNumber: true })}
            type="number"
            min={0}
            step="0.01"
            className={fieldClass}
          />
          {discount.error}
        </div>
        <div>
          <label htmlFor={validUntil.input.id} className={labelClass}>
            Valid until
          </label>
          <input
            {...validUntil.input}
            {...form.register('validUntil')}
            type="date"
            className={fieldClass}
          />
          {validUntil.error}
        </div>
        <div className="md:col-span-2">
          <label htmlFor={notes.input.id} className={labelClass}>
            Notes for the client
          </label>
          <textarea {...notes.input} {...form.register('notes')} rows={3} className={fieldClass} />
          {notes.error}
        </div>
      </fieldset>
      <Totals form={form} supplierState={supplierState} />
    </SettingsForm>
  );
}
