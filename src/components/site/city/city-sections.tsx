import { Info, Sparkles } from '@/components/ui/icons';
import { CheckMark } from '@/components/ui/check-mark';
import type { Reason } from '@/content/service-city';

import { SectionHeading } from '../section-heading';

export function FallbackNotice({ text }: { text: string }) {
  return (
    <p
      role="note"
      className="mx-auto mt-6 flex max-w-3xl items-start gap-2 rounded-md border border-border bg-card px-4 py-3 text-sm"
    >
      <Info className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
      {text}
    </p>
  );
}

export type CityBenefitsProps = {
  city: string;
  service: string;
  servicesOffered: ReadonlyArray<{ title: string; description: string }>;
  benefits: readonly string[];
};

export function CityBenefits({ city, service, servicesOffered, benefits }: CityBenefitsProps) {
  return (
    <section
      aria-labelledby="benefits-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <SectionHeading id="benefits-heading" title={`How ${service} Helps ${city} Businesses`} />
      <div className="mt-12 grid gap-10 lg:grid-cols-3">
        <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-2">
          {servicesOffered.map((offer) => (
            <li key={offer.title} className="rounded-lg border border-border bg-card p-6">
              <h3 className="font-semibold">{offer.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{offer.description}</p>
            </li>
          ))}
        </ul>
        <div className="rounded-lg border border-border bg-card p-6">
          <h3 className="font-semibold">What {city} businesses gain</h3>
          <ul className="mt-4 space-y-3 text-sm">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2">
                <CheckMark className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
                {benefit}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export function WhyChooseUs({ reasons }: { reasons: readonly Reason[] }) {
  return (
    <section aria-labelledby="why-heading" className="bg-muted/40 py-16 render-near-viewport">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="why-heading" title="Why Choose Us" />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map((reason) => (
            <li key={reason.title} className="rounded-lg border border-border bg-card p-6">
              <Sparkles className="h-6 w-6 text-primary" aria-hidden />
              <h3 className="mt-3 font-semibold">{reason.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{reason.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
