import { CheckCircle2 } from '@/components/ui/icons';

import { Link } from '@/components/site/intent-link';
import { buttonClasses } from '@/components/ui/button';
import type { DedicatedServicePage as PageContent } from '@/content/dedicated-service-pages';
import { serviceCatalogue } from '@/content/service-catalogue';
import type { City } from '@/server/queries/city-pages';

import { CtaBanner } from './cta-banner';
import { FaqSection } from './faq-section';
import { LinkTiles } from './link-tiles';
import { PageHero } from './page-hero';
import { ProcessSteps } from './process-steps';
import { SectionHeading } from './section-heading';

export type DedicatedServicePageProps = { content: PageContent; cities: readonly City[] };

export function DedicatedServicePage({ content, cities }: DedicatedServicePageProps) {
  const crumbs = [
    { label: 'Home', path: '/' },
    { label: 'Services', path: '/services' },
    { label: content.name, path: `/services/${content.slug}` },
  ];
  return (
    <>
      <PageHero title={content.heroTitle} subtitle={content.heroSubtitle} crumbs={crumbs} />
      <section
        aria-label="Introduction"
        className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6 lg:px-8"
      >
        <p className="text-lg leading-relaxed">{content.intro}</p>
        <Link href="/contact" className={`${buttonClasses('primary', 'lg')} mt-8`}>
          Get Started
        </Link>
      </section>

      <section aria-label="Highlights" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-3">
          {content.highlights.map((h) => (
            <li key={h.title} className="rounded-lg border border-border bg-card p-6 text-center">
              <CheckCircle2 className="mx-auto h-8 w-8 text-primary" aria-hidden />
              <h2 className="mt-3 text-lg font-semibold">{h.title}</h2>
              <p className="mt-2 text-sm text-muted-foreground">{h.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="approach-heading" className="bg-muted/40 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="approach-heading" title="Our Approach" />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {content.approach.map((item) => (
              <li key={item.title} className="rounded-lg border border-border bg-card p-6">
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ProcessSteps title="Our Process" steps={content.process} />

      <FaqSection
        faqs={content.faqs}
        subtitle={`Answers to common questions about ${content.name}`}
      />

      <CtaBanner
        title="Get in Touch"
        text={`Tell us about your business and we will send a free ${content.name} audit.`}
        action={{ href: '/contact', label: 'Contact Us' }}
      />

      <div className="mx-auto max-w-7xl space-y-12 px-4 pb-16 sm:px-6 lg:px-8">
        <LinkTiles
          title={`${content.name} by City`}
          tiles={cities.map((c) => ({
            href: `/services/${content.slug}/${c.slug}`,
            label: c.name,
            sublabel: c.state,
          }))}
        />
        <LinkTiles
          title="Related Services"
          tiles={serviceCatalogue
            .filter((s) => s.slug !== content.slug)
            .map((s) => ({ href: `/services/${s.slug}`, label: s.name }))}
        />
      </div>
    </>
  );
}
