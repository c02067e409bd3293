import { CheckCircle2 } from '@/components/ui/icons';
import type { BusinessDetails } from '@/lib/seo/json-ld';
import type { City } from '@/server/queries/city-pages';
import type { ServiceDetail } from '@/server/queries/services';

import { ContactChannels } from './contact/contact-channels';
import { CtaBanner } from './cta-banner';
import { ExpertiseCard } from './expertise-card';
import { FaqSection } from './faq-section';
import { LinkTiles } from './link-tiles';
import { PageHero } from './page-hero';
import { PricingSection } from './pricing-section';
import { ProcessSteps } from './process-steps';
import { SectionHeading } from './section-heading';

export type DetailedServicePageProps = {
  service: ServiceDetail;
  cities: readonly City[];
  /** The link to every city, when `cities` shows a selection of them. */
  moreCities?: { href: string; label: string };
  crumbs: Array<{ label: string; path: string }>;
  business: BusinessDetails;
};

/** The detailed layout (spec section 2's service page): expertise areas with their sub-topics. */
export function DetailedServicePage({
  service,
  cities,
  moreCities,
  crumbs,
  business,
}: DetailedServicePageProps) {
  const slug = service.slug;
  return (
    <>
      <PageHero title={service.heroHeading} subtitle={service.heroSubheading} crumbs={crumbs} />

      <section
        aria-labelledby="expertise-heading"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
      >
        <SectionHeading
          id="expertise-heading"
          badge={service.name}
          title="Our Areas of Expertise"
          subtitle={service.description}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2">
          {service.expertiseAreas.map((area) => (
            <li key={area.name}>
              <ExpertiseCard area={area} />
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="benefits-heading"
        className="bg-muted/40 py-16 render-near-viewport"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="benefits-heading" title="Why Choose Us" />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {service.benefits.map((benefit) => (
              <li key={benefit.name} className="rounded-lg border border-border bg-card p-6">
                <CheckCircle2 className="h-6 w-6 text-primary" aria-hidden />
                <h3 className="mt-3 font-semibold">{benefit.name}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{benefit.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ProcessSteps title="How We Work" steps={service.processSteps} />
      {service.pricing ? <PricingSection service={service.name} pricing={service.pricing} /> : null}

      {service.faq.length > 0 ? (
        <FaqSection
          faqs={service.faq}
          subtitle={`Answers to common questions about our ${service.name} services`}
        />
      ) : null}

      <CtaBanner
        title="Ready to Get Started?"
        text={`Tell us about your business and we will send a free ${service.name} audit with the three changes that would help you most.`}
        action={{ href: '/contact', label: 'Contact Us' }}
      >
        <ContactChannels
          business={business}
          page={service.heroHeading}
          path={`/services/${service.slug}`}
          tone="inverse"
          className="mt-6"
        />
      </CtaBanner>

      <LinkTiles
        title="Services by Location"
        className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8"
        tiles={cities.map((city) => ({
          href: `/services/${slug}/${city.slug}`,
          label: `${service.name} in ${city.name}`,
          sublabel: city.state,
        }))}
        more={moreCities}
      />
    </>
  );
}
