'use client';

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { periodChoice } from '@/lib/pricing/price-plan';
import { PRICE_PERIODS } from '@/lib/validation/price-plan';

import { fieldClass, fieldProps, labelClass } from './form-fields';

/** How often a price is billed ("Billed"): a service's price plan, a quote's line. */
export function BillingPeriodSelect<T extends FieldValues>({
  form,
  prefix,
  name,
}: {
  form: UseFormReturn<T>;
  prefix: string;
  name: Path<T>;
}) {
  const period = fieldProps(prefix, form.formState.errors, name);
  return (
    <div>
      <label htmlFor={period.input.id} className={labelClass}>
        Billed
      </label>
      <select {...period.input} {...form.register(name)} className={fieldClass}>
        {PRICE_PERIODS.map((value) => (
          <option key={value} value={value}>
            {periodChoice(value)}
          </option>
        ))}
      </select>
      {period.error}
    </div>
  );
}
