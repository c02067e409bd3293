import { CheckMark } from '@/components/ui/check-mark';
import { IndianRupee } from '@/components/ui/icons';
import type { Pricing } from '@/content/service-city';
import { includedItems, planPriceParts } from '@/lib/pricing/price-plan';

import { SectionHeading } from './section-heading';

/** A service's price plans and shared terms, on its page and on its city pages. */
export function PricingSection({ service, pricing }: { service: string; pricing: Pricing }) {
  const { plans, points } = pricing;
  return (
    <section
      aria-labelledby="pricing-heading"
      className="mx-auto max-w-5xl px-4 py-16 render-near-viewport sm:px-6 lg:px-8"
    >
      <SectionHeading id="pricing-heading" title={`${service} Pricing`} />
      {plans.length > 0 ? (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {plans.map((plan) => (
            <li
              key={plan.name}
              className="flex flex-col rounded-lg border border-border bg-card p-6"
            >
              <h3 className="font-semibold">{plan.name}</h3>
              <p className="mt-2 flex items-center gap-1.5 text-xl font-semibold">
                <IndianRupee className="h-5 w-5 shrink-0 text-primary" aria-hidden />
                <PlanPrice plan={plan} />
              </p>
              {plan.notes ? (
                <p className="mt-1 text-sm text-muted-foreground">{plan.notes}</p>
              ) : null}
              {plan.includes ? (
                <ul className="mt-4 space-y-2 text-sm">
                  {includedItems(plan).map((item) => (
                    <li key={item} className="flex gap-2">
                      <CheckMark className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
                      {item}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {points.length > 0 ? (
        <ul className="mx-auto mt-8 max-w-3xl space-y-3">
          {points.map((point) => (
            <li key={point} className="flex gap-2 text-muted-foreground">
              <CheckMark className="mt-1 h-4 w-4 shrink-0 text-primary" />
              {point}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The price on one line, how often it is billed after it in smaller type. */
function PlanPrice({ plan }: { plan: Pricing['plans'][number] }) {
  const { price, period } = planPriceParts(plan);
  return (
    <span>
      <span className="whitespace-nowrap">{price}</span>{' '}
      <span className="text-base font-normal whitespace-nowrap text-muted-foreground">
        {period}
      </span>
    </span>
  );
}
