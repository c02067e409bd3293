'use client';

import { useFieldArray, type UseFormReturn } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { QUOTE_LINE_LIMIT, type QuoteForm } from '@/lib/validation/quote';

import { BillingPeriodSelect } from '../billing-period-select';
import { fieldClass, fieldProps, labelClass } from '../form-fields';

export type QuotablePlan = {
  label: string;
  amount: number;
  period: QuoteForm['lines'][number]['period'];
};

/** The quote's lines: typed, or started from a service's price plan; added and removed by button. */
export function QuoteLines({
  form,
  plans,
}: {
  form: UseFormReturn<QuoteForm>;
  plans: QuotablePlan[];
}) {
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const errors = form.formState.errors;
  const prop = (index: number, name: string) =>
    fieldProps('quote', errors, `lines.${index}.${name}`);
  const full = lines.fields.length >= QUOTE_LINE_LIMIT;
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold">Lines</legend>
      {errors.lines?.root?.message || errors.lines?.message ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errors.lines.root?.message ?? errors.lines.message}
        </p>
      ) : null}
      {lines.fields.map((line, index) => {
        const description = prop(index, 'description');
        const quantity = prop(index, 'quantity');
        const price = prop(index, 'unitPrice');
        return (
          <div
            key={line.id}
            className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-[1fr_8rem_6rem_9rem_auto] sm:items-end"
          >
            <div>
              <label htmlFor={description.input.id} className={labelClass}>
                Line {index + 1}: description
              </label>
              <input
                {...description.input}
                {...form.register(`lines.${index}.description`)}
                className={fieldClass}
              />
              {description.error}
            </div>
            <BillingPeriodSelect form={form} prefix="quote" name={`lines.${index}.period`} />
            <div>
              <label htmlFor={quantity.input.id} className={labelClass}>
                Quantity
              </label>
              <input
                {...quantity.input}
                {...form.register(`lines.${index}.quantity`, { valueAsNumber: true })}
                type="number"
                min={1}
                className={fieldClass}
              />
              {quantity.error}
            </div>
            <div>
              <label htmlFor={price.input.id} className={labelClass}>
                Rate (₹)
              </label>
              <input
                {...price.input}
                {...form.register(`lines.${index}.unitPrice`, { valueAsNumber: true })}
                type="number"
                min={0}
                step="0.01"
                className={fieldClass}
              />
              {price.error}
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={lines.fields.length === 1}
              onClick={() => lines.remove(index)}
              aria-label={`Remove line ${index + 1}`}
            >
              Remove
            </Button>
          </div>
        );
      })}
      <div className="flex flex-wrap items-end gap-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={full}
          onClick={() =>
            lines.append({ description: '', quantity: 1, unitPrice: 0, period: 'month' })
          }
        >
          Add Line
        </Button>
        {plans.length ? (
          <div>
            <label htmlFor="quote-plan" className={labelClass}>
              Add a price plan
            </label>
            <select
              id="quote-plan"
              value=""
              disabled={full}
              onChange={(event) => {
                const plan = plans[Number(event.target.value)];
                if (plan)
                  lines.append({
                    description: plan.label,
                    quantity: 1,
                    unitPrice: plan.amount,
                    period: plan.period,
                  });
              }}
              className={fieldClass}
            >
              <option value="">Choose a plan</option>
              {plans.map((plan, index) => (
                <option key={plan.label} value={index}>
                  {plan.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
