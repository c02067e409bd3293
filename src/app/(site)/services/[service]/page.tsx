import { CheckCircle2 } from '@/components/ui/icons';
import type { Metadata } from 'next';

import { CtaBanner } from '@/components/site/cta-banner';
import { ExpertiseCard } from '@/components/site/expertise-card';
import { FaqSection } from '@/components/site/faq-section';
import { JsonLd } from '@/components/site/json-ld';
import { LinkTiles } from '@/components/site/link-tiles';
import { PageHero } from '@/components/site/page-hero';
import { ProcessSteps } from '@/components/site/process-steps';
import { SectionHeading } from '@/components/site/section-heading';
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from '@/lib/seo/json-ld';
import { loadCitiesForService, loadService, loadServices } from '@/server/catalog';
import { pageMetadata, siteUrl } from '@/server/site';
import { RecordNotFound, serviceNotFound } from '@/components/site/not-found/record-not-found';
import { notFoundMetadata } from '@/lib/seo/metadata';
import { answerNotFound } from '@/server/http/response-status';

// Local SEO and E-commerce SEO have dedicated static pages beside this route.
const dedicatedPages = new Set(['local-seo', 'ecommerce-seo']);

export async function generateStaticParams() {
  const services = await loadServices();
  return services.filter((s) => !dedicatedPages.has(s.slug)).map((s) => ({ service: s.slug }));
}

export async function generateMetadata({
  params,
}: PageProps<'/services/[service]'>): Promise<Metadata> {
  const { service: slug } = await params;
  const service = await loadService(slug);
  if (!service) return notFoundMetadata(serviceNotFound.title);
  return pageMetadata({
    title: service.metaTitle,
    description: service.metaDescription,
    path: `/services/${slug}`,
  });
}

export default async function ServiceDetailPage({ params }: PageProps<'/services/[service]'>) {
  const { service: slug } = await params;
  const service = await loadService(slug);
  if (!service) {
    answerNotFound();
    return <RecordNotFound {...serviceNotFound} />;
  }
  const cities = await loadCitiesForService(slug);
  const path = `/services/${slug}`;
  const crumbs = [
    { label: 'Home', path: '/' },
    { label: 'Services', path: '/services' },
    { label: service.name, path },
  ];

  return (
    <>
      <JsonLd
        data={[
          serviceJsonLd({ siteUrl, name: service.name, description: service.description, path }),
          breadcrumbJsonLd(siteUrl, crumbs),
          faqPageJsonLd(service.faq),
        ]}
      />
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

      <section aria-labelledby="benefits-heading" className="bg-muted/40 py-16">
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
      />

      <LinkTiles
        title="Services by Location"
        className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8"
        tiles={cities.map((city) => ({
          href: `/services/${slug}/${city.slug}`,
          label: `${service.name} in ${city.name}`,
          sublabel: city.state,
        }))}
      />
    </>
  );
}
