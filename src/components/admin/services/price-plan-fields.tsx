'use client';

import { useWatch, type UseFormReturn } from 'react-hook-form';

import { formatPrice } from '@/lib/pricing/price-plan';
import {
  emptyPricePlan,
  planAmount,
  PRICE_PLAN_LIMIT,
  type PricePlanInput,
} from '@/lib/validation/price-plan';
import type { ServiceInput } from '@/lib/validation/service';

import { BillingPeriodSelect } from '../billing-period-select';
import { FieldArrayGroup } from '../field-array-group';
import { fieldClass, fieldProps, labelClass } from '../form-fields';

/** The service's price plans: what its page and its city pages show, and their Offer markup. */
export function PricePlanFields({
  form,
  prefix,
}: {
  form: UseFormReturn<ServiceInput>;
  prefix: string;
}) {
  return (
    <FieldArrayGroup
      form={form}
      prefix={prefix}
      limit={PRICE_PLAN_LIMIT}
      name="price_plans"
      id="service-plans"
      title="Price Plans"
      itemName="plan"
      fields={[
        { key: 'name', label: 'Plan name *' },
        { key: 'amount', label: 'Amount, in whole rupees or dollars *' },
        { key: 'includes', label: 'What is included (one item a line)', multiline: true },
        { key: 'notes', label: 'Notes (e.g. one-hour minimum)' },
      ]}
      empty={emptyPricePlan}
      renderExtra={(index) => <PlanBilling form={form} prefix={prefix} index={index} />}
    />
  );
}

function PlanBilling(props: { form: UseFormReturn<ServiceInput>; prefix: string; index: number }) {
  const { form, prefix, index } = props;
  const errors = form.formState.errors;
  const currency = fieldProps(prefix, errors, `price_plans.${index}.currency`);
  const starting = `${prefix}-price_plans-${index}-starting`;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <div>
        <label htmlFor={currency.input.id} className={labelClass}>
          Currency
        </label>
        <select
          {...currency.input}
          {...form.register(`price_plans.${index}.currency`)}
          className={fieldClass}
        >
          <option value="INR">Rupees (₹)</option>
          <option value="USD">US dollars ($)</option>
        </select>
        {currency.error}
      </div>
      <BillingPeriodSelect form={form} prefix={prefix} name={`price_plans.${index}.period`} />
      <div className="flex items-center gap-2 sm:pt-7">
        <input
          id={starting}
          type="checkbox"
          {...form.register(`price_plans.${index}.starting`)}
          className="size-4"
        />
        <label htmlFor={starting} className="text-sm">
          Starting price (“From”)
        </label>
      </div>
      <PlanPreview form={form} index={index} />
    </div>
  );
}

/** The price as the pages will show it, as the owner types. */
function PlanPreview({ form, index }: { form: UseFormReturn<ServiceInput>; index: number }) {
  const plan = useWatch({ control: form.control, name: `price_plans.${index}` }) as
    PricePlanInput | undefined;
  // Read as the save will read it: nothing shown until the amount is one.
  const amount = planAmount.safeParse(plan?.amount);
  if (!plan || !amount.success) return null;
  return (
    <p className="text-sm text-muted-foreground sm:col-span-3" aria-live="polite">
      Shown as: <strong>{formatPrice(amount.data, plan.currency)}</strong>
    </p>
  );
}
