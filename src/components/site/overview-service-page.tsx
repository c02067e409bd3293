import { CheckCircle2 } from '@/components/ui/icons';
import { Link } from '@/components/site/intent-link';
import { buttonClasses } from '@/components/ui/button';
import type { BusinessDetails } from '@/lib/seo/json-ld';
import type { City } from '@/server/queries/city-pages';
import type { CatalogueService, ServiceDetail } from '@/server/queries/services';

import { ContactChannels } from './contact/contact-channels';
import { CtaBanner } from './cta-banner';
import { FaqSection } from './faq-section';
import { LinkTiles } from './link-tiles';
import { PageHero } from './page-hero';
import { PricingSection } from './pricing-section';
import { ProcessSteps } from './process-steps';
import { SectionHeading } from './section-heading';

export type OverviewServicePageProps = {
  service: ServiceDetail;
  cities: readonly City[];
  /** The link to every city, when `cities` shows a selection of them. */
  moreCities?: { href: string; label: string };
  catalogue: readonly CatalogueService[];
  crumbs: Array<{ label: string; path: string }>;
  business: BusinessDetails;
};

/**
 * The overview layout (spec section 2's Local SEO and E-commerce SEO pages): an intro, three
 * highlights (the benefits), an approach grid (the expertise areas), the process and the FAQ.
 */
export function OverviewServicePage({
  service: content,
  cities,
  moreCities,
  catalogue,
  crumbs,
  business,
}: OverviewServicePageProps) {
  return (
    <>
      <PageHero title={content.heroHeading} subtitle={content.heroSubheading} crumbs={crumbs} />
      <section
        aria-label="Introduction"
        className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6 lg:px-8"
      >
        <p className="text-lg leading-relaxed">{content.description}</p>
        <Link href="/contact" className={`${buttonClasses('primary', 'lg')} mt-8`}>
          Get Started
        </Link>
      </section>

      <section aria-label="Highlights" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-3">
          {content.benefits.map((h) => (
            <li key={h.name} className="rounded-lg border border-border bg-card p-6 text-center">
              <CheckCircle2 className="mx-auto h-8 w-8 text-primary" aria-hidden />
              <h2 className="mt-3 text-lg font-semibold">{h.name}</h2>
              <p className="mt-2 text-sm text-muted-foreground">{h.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="approach-heading"
        className="bg-muted/40 py-16 render-near-viewport"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="approach-heading" title="Our Approach" />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {content.expertiseAreas.map((item) => (
              <li key={item.name} className="rounded-lg border border-border bg-card p-6">
                <h3 className="font-semibold">{item.name}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ProcessSteps title="Our Process" steps={content.processSteps} />
      {content.pricing ? <PricingSection service={content.name} pricing={content.pricing} /> : null}

      {content.faq.length > 0 ? (
        <FaqSection
          faqs={content.faq}
          subtitle={`Answers to common questions about ${content.name}`}
        />
      ) : null}

      <CtaBanner
        title="Get in Touch"
        text={`Tell us about your business and we will send a free ${content.name} audit.`}
        action={{ href: '/contact', label: 'Contact Us' }}
      >
        <ContactChannels
          business={business}
          page={content.heroHeading}
          path={`/services/${content.slug}`}
          tone="inverse"
          className="mt-6"
        />
      </CtaBanner>

      <div className="mx-auto max-w-7xl space-y-12 px-4 pb-16 sm:px-6 lg:px-8">
        <LinkTiles
          title={`${content.name} by City`}
          tiles={cities.map((c) => ({
            href: `/services/${content.slug}/${c.slug}`,
            label: c.name,
            sublabel: c.state,
          }))}
          more={moreCities}
        />
        <LinkTiles
          title="Related Services"
          tiles={catalogue
            .filter((s) => s.slug !== content.slug)
            .map((s) => ({ href: `/services/${s.slug}`, label: s.name }))}
        />
      </div>
    </>
  );
}
